import { Migration } from '@mikro-orm/migrations';
import { refreshRiskLevelsFunction } from './Migration20261125080000_risk_levels';

/**
 * `tmt_refresh_risk_levels` with two ways to find the cases' test history, chosen by how many cases it refreshes.
 *
 * - Fewer than LARGE cases (a save of results, an import, an edit): by the cases' keys, one case at a time, as
 *   Migration20261127060000_risk_history_by_keys left it: ~50 µs a case whatever the statistics know.
 * - LARGE cases or more (REBUILD_RISK_LEVEL_DOCUMENTS of a version, a project's risk settings changed): set-based,
 *   the history cases hash-joined with the tenant's counted executions and ranked by a window function. By keys, each
 *   case's executions sit on pages of their own (a run's rows lie together, a case's do not): 100,000 cases of
 *   1,000,000 executions took ~2,100,000 buffer reads, ~5.5 s of a 21 s rebuild; joined by hashes the executions are
 *   read once in table order and ranked in memory, ~2 s. The statement runs with nested loops and merge joins turned off, so its plan is the
 *   same hash joins however stale the row estimates are (a task that has just added executions in its transaction:
 *   the planner starts from "one" execution and, allowed to, merge-joins 10,000 cases with them, 12 s), and with more
 *   memory, so the ranking sorts in memory.
 *
 * The rest of the model is computed by the same text in both, so both give the same documents. Each path is a
 * statement of its own in the function, so each keeps a cached plan made under its own settings.
 */
const LARGE = 20_000;
/** A setting that moves the bound (tests take the set-based path with a few cases: SET LOCAL it to 1). */
export const LARGE_SETTING = 'tmt.risk_set_based_from';

/** The test-history part of the function as Migration20261125080000_risk_levels wrote it. */
const JOINED_HISTORY = /\), ranked AS \([\s\S]*?WHERE k\.n <= cfg\.depth\n/;
/** Its target: the cases from their ids. */
export const TARGET_JOIN =
  /FROM unnest\(v_cases\) AS x\(id\) JOIN test_case c ON c\.id = x\.id JOIN project_version v ON v\.id = c\.version_id\n\s*WHERE c\.tenant_id = p_tenant\n/;

/** By keys, as Migration20261127060000_risk_history_by_keys wrote it. */
const byKeys = `), recent AS MATERIALIZED (
          -- The counted results of each case in its version and the ones before, the latest ones first.
          SELECT t.id AS case_id, h.result, h.defects, h.tested_on
          FROM target t JOIN cfg ON cfg.project_id = t.project_id
          CROSS JOIN LATERAL (
            SELECT e.result, e.defects, e.tested_on
            FROM project_version hv
            JOIN test_case hc ON hc.tenant_id = p_tenant AND hc.version_id = hv.id AND hc.business_id = t.business_id
            JOIN test_execution e ON e.tenant_id = p_tenant AND e.case_id = hc.id
            WHERE hv.tenant_id = p_tenant AND hv.project_id = t.project_id AND hv.version_number <= t.version_number
              AND e.result IN (2, 5, 6) AND e.tested_on IS NOT NULL
            ORDER BY e.tested_on DESC, e.id DESC
            LIMIT cfg.depth
          ) h
`;

/** Set-based: the same rows, ranked per case over all their counted executions at once. */
const setBased = `), history_case AS (
          -- Each case, and the case of its id C_n in its version and in each version before it.
          SELECT t.id AS case_id, hc.id AS history_case_id, cfg.depth
          FROM target t JOIN cfg ON cfg.project_id = t.project_id
          JOIN project_version hv ON hv.tenant_id = p_tenant AND hv.project_id = t.project_id
            AND hv.version_number <= t.version_number
          JOIN test_case hc ON hc.tenant_id = p_tenant AND hc.version_id = hv.id AND hc.business_id = t.business_id
        ), recent AS MATERIALIZED (
          -- The latest counted results of each case: its executions ranked newest first, as the keys find them.
          SELECT k.case_id, k.result, k.defects, k.tested_on
          FROM (
            SELECT h.case_id, h.depth, e.result, e.defects, e.tested_on,
              row_number() OVER (PARTITION BY h.case_id ORDER BY e.tested_on DESC, e.id DESC) AS n
            FROM history_case h JOIN test_execution e ON e.tenant_id = p_tenant AND e.case_id = h.history_case_id
            WHERE e.result IN (2, 5, 6) AND e.tested_on IS NOT NULL
          ) k
          WHERE k.n <= k.depth
`;

/** The set-based statement's target: the cases by their ids in one index condition, joined to nothing row by row. */
export const targetByIds = `FROM test_case c JOIN project_version v ON v.id = c.version_id
          WHERE c.id = ANY(v_cases) AND c.tenant_id = p_tenant
`;

/** How the function parses the defects named on the counted results: each one as often as it is named. */
const DEFECTS_PARSED = /\), named AS MATERIALIZED \([\s\S]*?(?=\), weighed AS \()/;

/**
 * Each distinct defects text of the counted results split and parsed once, with the same expressions, then joined
 * back to the results naming it: a defect is named on many results (the same text run after run), and parsing every
 * mention again cost ~1 s of string functions for 200,000 mentions.
 */
const defectsParsedOnce = `), named AS (
          -- Every defect a distinct defects text names, and what follows its last colon.
          SELECT s.defects, trim(d.raw) AS raw, lower(trim(split_part(d.raw, ':', -1))) AS suffix
          FROM (SELECT DISTINCT k.defects FROM recent k WHERE k.defects IS NOT NULL) s
          CROSS JOIN LATERAL unnest(string_to_array(s.defects, ',')) AS d(raw)
          WHERE trim(d.raw) <> ''
        ), spelled AS MATERIALIZED (
          -- Its id (compared in capitals) and the category it names, if what follows its last colon is one.
          SELECT n.defects, upper(CASE WHEN c.named THEN trim(left(n.raw, length(n.raw) - length(split_part(n.raw, ':', -1)) - 1))
              ELSE n.raw END) AS defect_id,
            CASE WHEN c.named THEN initcap(n.suffix) END AS category
          FROM named n CROSS JOIN LATERAL (SELECT n.suffix IN ('blocker', 'critical', 'major', 'normal', 'minor')
            AND position(':' IN n.raw) > 1 AS named) c
        ), parsed AS (
          -- Every defect named on a counted result.
          SELECT k.case_id, sp.defect_id, sp.category
          FROM recent k JOIN spelled sp ON sp.defects = k.defects
          WHERE k.defects IS NOT NULL
        `;

const START = 'RETURN QUERY';
const END = 'END $$;';

/** The function with both statements, built from the one text of the model. */
export function refreshRiskLevelsTwoWays(original: string): string {
  const start = original.indexOf(START);
  const end = original.lastIndexOf(END);
  const model = original.slice(start + START.length, end).trim();
  if (start < 0 || end < start || !JOINED_HISTORY.test(model) || !TARGET_JOIN.test(model)) {
    throw new Error('tmt_refresh_risk_levels: its test-history part was not found');
  }
  if (!DEFECTS_PARSED.test(model)) throw new Error('tmt_refresh_risk_levels: its defects part was not found');
  const query = model.replace(DEFECTS_PARSED, defectsParsedOnce);
  const head = original.slice(0, start).replace('CREATE FUNCTION', 'CREATE OR REPLACE FUNCTION');
  if (!head.includes('v_cases uuid[];')) throw new Error('tmt_refresh_risk_levels: its declarations were not found');
  return `${head.replace(
    'v_cases uuid[];',
    `v_cases uuid[];
        v_large integer := coalesce(nullif(current_setting('${LARGE_SETTING}', true), '')::integer, ${LARGE});
        v_nestloop text := current_setting('enable_nestloop');
        v_mergejoin text := current_setting('enable_mergejoin');`,
  )}IF cardinality(v_cases) < v_large THEN
          RETURN QUERY ${query.replace(JOINED_HISTORY, byKeys)}
        ELSE
          -- Hash joins only, whatever the estimates; work_mem is the function's own setting (restored on return).
          PERFORM set_config('enable_nestloop', 'off', true), set_config('enable_mergejoin', 'off', true),
            set_config('work_mem', '256MB', true);
          RETURN QUERY ${query.replace(JOINED_HISTORY, setBased).replace(TARGET_JOIN, targetByIds)}
          PERFORM set_config('enable_nestloop', v_nestloop, true), set_config('enable_mergejoin', v_mergejoin, true);
        END IF;
      ${original.slice(end)}`;
}

/** The function as Migration20261127060000_risk_history_by_keys left it, for down(). */
const byKeysOnly = (original: string) =>
  original.replace('CREATE FUNCTION', 'CREATE OR REPLACE FUNCTION').replace(JOINED_HISTORY, byKeys);

export class Migration20261128010000_risk_history_set_based extends Migration {
  override async up(): Promise<void> {
    this.addSql(refreshRiskLevelsTwoWays(refreshRiskLevelsFunction));
  }

  override async down(): Promise<void> {
    this.addSql(byKeysOnly(refreshRiskLevelsFunction));
  }
}
