import { randomUUID } from 'node:crypto';
import { type ImportFormat, storableText as storable } from '@tmt/contract';
import type { ServiceContext } from '../../kernel/context';
import { bulkStatement } from '../../kernel/db/bulk-statement';
import { DomainError } from '../../kernel/errors';
import { limits } from '../../kernel/limits';
import type { ImportedCase } from './imported-case';
import { type MappedField, mapValue } from './map-values';

/** The deepest folder path an import creates (a path deeper than this is a problem of its case). */
export const MAX_DEPTH = 50;
const MAX_TITLE = 500;
/** The most problems, warnings and value mappings a task's Result lists (all are counted). */
const LISTED = 1_000;

export interface Problem {
  at: string;
  problem: string;
}

/** The tool a format comes from, as SourceTestCaseInfo.Tool names it; re-imports match cases of the same tool. */
export const toolOf: Record<ImportFormat, string> = {
  'testrail-xml': 'TestRail',
  'testrail-csv': 'TestRail',
  'qase-json': 'Qase',
  csv: 'Spreadsheet',
  xlsx: 'Spreadsheet',
};

/**
 * Checks each case as it is read, maps its values, and stages it in a temporary table of the task's transaction
 * (dropped at its end), one multi-row insert per batch: memory holds one batch. Characters PostgreSQL cannot store
 * (NUL, a lone surrogate a JSON file may escape) become U+FFFD. A case with a problem (no title, a
 * path too deep) is staged marked `bad`, so a dry run lists every problem and a real run writes nothing.
 */
export async function caseStage(
  ctx: ServiceContext,
  file: string,
  format: ImportFormat,
  /** A target suite was named: a spreadsheet's suite column is not read. */
  ignoreSuite: boolean,
) {
  await ctx.em.execute(
    `CREATE TEMP TABLE import_case (ord int PRIMARY KEY, at text, bad boolean, suite text, path text[], title text,
       description text, preconditions text, steps jsonb, priority text, type text, automation text, tags text[],
       estimate int, tickets text, external_id text, source_key text, suite_id uuid, parent_id uuid, case_id uuid,
       is_new boolean) ON COMMIT DROP`,
  );
  const problems: Problem[] = [];
  const warnings: Problem[] = [];
  const counts = { cases: 0, steps: 0, problems: 0, warnings: 0 };
  const mapping = new Map<string, { field: string; from: string; to: string | null; count: number }>();
  const tool = toolOf[format];
  const problem = (list: Problem[], key: 'problems' | 'warnings', at: string, text: string) => {
    counts[key]++;
    if (list.length < LISTED) list.push({ at, problem: text });
  };
  const mapped = (item: ImportedCase, field: MappedField) => {
    const from = item[field];
    if (!from) return null;
    const to = mapValue(field, from) ?? null;
    const key = `${field}\u0000${from}`;
    const seen = mapping.get(key);
    if (seen) seen.count++;
    else if (mapping.size < LISTED) mapping.set(key, { field, from, to, count: 1 });
    if (!to) problem(warnings, 'warnings', item.at, `${field} "${from}" has no counterpart in TMT; left empty`);
    return to;
  };

  const stage = async (cases: ImportedCase[]) => {
    const rows = cases.map((item) => {
      const ord = counts.cases++;
      let bad = false;
      const fail = (text: string) => {
        bad = true;
        problem(problems, 'problems', item.at, text);
      };
      const title = storable(item.title.trim());
      if (!title) fail('a case without a title');
      else if (title.length > MAX_TITLE) fail(`a title of ${title.length} characters (at most ${MAX_TITLE})`);
      if (item.path.length > MAX_DEPTH) fail(`a folder path ${item.path.length} levels deep (at most ${MAX_DEPTH})`);
      const long = item.path.find((part) => part.length > MAX_TITLE);
      if (long) fail(`a folder title of ${long.length} characters (at most ${MAX_TITLE})`);
      counts.steps += item.steps.length;
      const key = item.externalId
        ? `${tool}:${item.externalId}`
        : `${tool}:${[item.suite ?? '', ...item.path, title].join('\u0000')}`;
      return {
        ord,
        at: item.at,
        bad,
        suite: ignoreSuite || !item.suite ? null : storable(item.suite),
        path: item.path.slice(0, MAX_DEPTH).map(storable),
        title: title.slice(0, MAX_TITLE),
        description: storable(item.description),
        preconditions: storable(item.preconditions),
        steps: item.steps.map((step, i) => ({
          No: i + 1,
          Id: randomUUID(),
          Action: storable(step.action),
          ExpectedResult: storable(step.expected),
        })),
        priority: mapped(item, 'priority'),
        type: mapped(item, 'type'),
        automation: mapped(item, 'automation'),
        tags: [...new Set(item.tags.map(storable))],
        estimate: item.estimate,
        tickets: storable(item.tickets),
        external_id: item.externalId && storable(item.externalId),
        source_key: storable(key),
      };
    });
    if (counts.cases > limits.importMaxCases) {
      throw new DomainError('INVALID_PARAMS', 'IMPORT_TOO_MANY_CASES', { file, limit: String(limits.importMaxCases) });
    }
    await bulkStatement(
      ctx,
      `INSERT INTO import_case (ord, at, bad, suite, path, title, description, preconditions, steps, priority, type,
         automation, tags, estimate, tickets, external_id, source_key)
       SELECT * FROM json_to_recordset($1::json) AS x(ord int, at text, bad boolean, suite text, path text[],
         title text, description text, preconditions text, steps jsonb, priority text, type text, automation text,
         tags text[], estimate int, tickets text, external_id text, source_key text)`,
      [JSON.stringify(rows)],
    );
  };
  return { stage, problems, warnings, counts, mapping: () => [...mapping.values()] };
}
