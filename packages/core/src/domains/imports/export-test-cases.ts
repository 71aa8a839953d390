import { PassThrough } from 'node:stream';
import { type ExportTestCasesParams, exportHeaders, ImportField, taskParams } from '@tmt/contract';
import { stringify } from 'csv-stringify/sync';
import type { z } from 'zod';
import { csvCell, csvOptions } from '../../kernel/csv-cell';
import type { TestStep } from '../../kernel/entities/rows';
import { notFound } from '../../kernel/errors';
import { resolveVersionScope } from '../../kernel/scope/resolve-version';
import { defineTask } from '../../kernel/tasks/define-task';
import { writeTaskFile } from '../../kernel/tasks/task-file';
import { treeRows } from '../automation/version-tree';

/** Cases an export writes per second, for the task's EstimatedTime. */
const EXPORTED_PER_SECOND = 20_000;

interface ExportRow {
  business_id: string;
  path: string[];
  title: string;
  description: string;
  preconditions: string;
  steps: TestStep[];
  prioritization: string | null;
  type: string | null;
  automation: string | null;
  tags: string[];
}

/** The columns, in the import's order; a suite's export leaves out the suite column (the import names its target suite). */
const fieldsOf = (wholeVersion: boolean): ImportField[] =>
  ImportField.options.filter((field) => wholeVersion || field !== 'suite');

/** A case as rows: the first with its fields and first step, one more row per further step (the import's layout). */
function caseRows(row: ExportRow, fields: ImportField[]): string[][] {
  const steps = row.steps.length ? row.steps : [{ Action: '', ExpectedResult: '' }];
  const values: Record<ImportField, string> = {
    externalId: row.business_id,
    suite: row.path[0] ?? '',
    title: row.title,
    folder: row.path.slice(1).join(' > '),
    description: row.description,
    preconditions: row.preconditions,
    steps: steps[0]!.Action,
    expected: steps[0]!.ExpectedResult,
    priority: row.prioritization ?? '',
    type: row.type ?? '',
    automation: row.automation ?? '',
    tags: row.tags.join(', '),
  };
  const more = steps
    .slice(1)
    .map((step) =>
      fields.map((field) => (field === 'steps' ? step.Action : field === 'expected' ? step.ExpectedResult : '')),
    );
  return [fields.map((field) => values[field]), ...more];
}

/**
 * EXPORT_TEST_CASES (ours): the cases of a suite, or of a whole version, as a CSV file (RFC 4180, UTF-8 with a byte
 * order mark, CRLF) or an xlsx workbook, in tree order and in the column layout IMPORT_TEST_CASES reads without a
 * mapping: ID, (Suite,) Title, Folder (`A > B`), Description, Preconditions, Step, Expected result, Priority, Type,
 * Automation, Tags; one row per step. A cell that starts like a formula is written as text (a leading `'`, which
 * the import takes off again). Both formats are written as they stream, a batch of cases at a time.
 */
export const exportTestCasesTask = defineTask({
  type: 'EXPORT_TEST_CASES',
  params: taskParams.EXPORT_TEST_CASES,
  async request(ctx, input: z.output<typeof ExportTestCasesParams>) {
    const { scoped, version } = await resolveVersionScope(
      ctx,
      { projectId: input.projectId, subProjectId: input.subprojectId, projectVersionNumber: input.version },
      'read',
    );
    let suite: { id: string; cases: number } | undefined;
    if (input.testSuiteId) {
      [suite] = await ctx.em.execute<{ id: string; cases: number }[]>(
        `SELECT s.id, (SELECT count(*) FROM test_case c WHERE c.tenant_id = s.tenant_id AND c.suite_id = s.id)::int AS cases
         FROM test_suite s WHERE s.tenant_id = ? AND s.version_id = ? AND s.business_id = ?`,
        [ctx.principal.tenantId, version.id, input.testSuiteId],
      );
      if (!suite) throw notFound(`${input.testSuiteId} (version ${version.versionNumber})`);
    }
    const place = scoped.project.parentId
      ? `${scoped.parentBusinessId}-${scoped.project.businessId}`
      : scoped.project.businessId;
    const name = [place, `V_${version.versionNumber}`, ...(input.testSuiteId ? [input.testSuiteId] : []), 'test-cases'];
    return {
      scope: scoped,
      versionNumber: version.versionNumber,
      params: {
        versionId: version.id,
        ...(suite ? { suiteId: suite.id } : {}),
        format: input.format,
        delimiter: input.delimiter,
        fileName: `${name.join('-')}.${input.format}`,
      },
      estimatedSeconds: Math.max(1, Math.ceil((suite?.cases ?? version.caseCount) / EXPORTED_PER_SECOND)),
    };
  },
  async handle(task) {
    const { ctx, params } = task;
    const fields = fieldsOf(!params.suiteId);
    const rows = treeRows<ExportRow>(ctx, params.versionId, {
      select: `c.business_id, tree.path, c.title, c.description, c.preconditions, c.steps, c.prioritization, c.type,
        c.automation, c.tags`,
      joins: 'JOIN test_case c ON c.id = tree.id',
      where: params.suiteId ? "tree.kind = 'C' AND c.suite_id = ?" : "tree.kind = 'C'",
      params: params.suiteId ? [params.suiteId] : [],
    });
    const header = fields.map((field) => exportHeaders[field]);
    let cases = 0;
    if (params.format === 'csv') {
      const options = csvOptions({ delimiter: params.delimiter, record_delimiter: '\r\n' });
      async function* csv() {
        yield `\ufeff${stringify([header], options)}`;
        for await (const batch of rows) {
          cases += batch.length;
          yield stringify(
            batch.flatMap((row) => caseRows(row, fields)),
            options,
          );
        }
      }
      const file = await writeTaskFile(task, { contentType: 'text/csv', fileName: params.fileName }, csv());
      return { cases, size: file.size };
    }
    const out = new PassThrough();
    const stored = writeTaskFile(
      task,
      { contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', fileName: params.fileName },
      out,
    );
    // Loaded on the first xlsx export, not with every worker (see read-xlsx.ts).
    const { default: ExcelJS } = await import('exceljs');
    const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: false, useSharedStrings: false });
    const sheet = workbook.addWorksheet('Test cases');
    sheet.addRow(header).commit();
    for await (const batch of rows) {
      cases += batch.length;
      for (const row of batch) {
        for (const cells of caseRows(row, fields)) sheet.addRow(cells.map(csvCell)).commit();
      }
    }
    sheet.commit();
    await workbook.commit();
    const file = await stored;
    return { cases, size: file.size };
  },
});
