import { RESULT_UNTESTED, resultCodes } from '@tmt/contract';
import type { ServiceContext } from '../../kernel/context';
import { sqlArray } from '../../kernel/db/sql-array';

export interface RunFiguresRow {
  suite_count: number;
  total: number;
  with_tester: number;
  testers: string[];
  /** Executions per result code, `r1` … `r11`. */
  [code: `r${number}`]: number;
}

const perCode = resultCodes
  .map(({ code }) => `coalesce(sum(t.n) FILTER (WHERE t.result = ${code}), 0)::int AS r${code}`)
  .join(', ');

/**
 * A run's executions counted per result and tester (NULL: none), as SQL of a subquery: the rows its statements
 * appended to `test_run_tally` (Migration20261128080000_run_tally), summed; counts of 0 are left out.
 */
export const runTallySql = (tenant: string, run: string) => `(SELECT t.result, t.tester, sum(t.n) AS n
  FROM test_run_tally t WHERE t.tenant_id = ${tenant} AND t.run_id = ${run} GROUP BY t.result, t.tester
  HAVING sum(t.n) <> 0)`;

/** The derived figures of some runs (a page of them), from their tallies: what they cost is their results and testers. */
export async function runFigures(ctx: ServiceContext, runIds: string[]): Promise<Map<string, RunFiguresRow>> {
  if (!runIds.length) return new Map();
  const ids = sqlArray(runIds, 'uuid');
  // From the ids, not from test_run: a run deleted since its row was read still gets (empty) figures.
  const rows = await ctx.em.execute<(RunFiguresRow & { id: string })[]>(
    `SELECT r.id,
       (SELECT count(*) FROM test_run_suite s WHERE s.tenant_id = ? AND s.run_id = r.id)::int AS suite_count,
       f.*
     FROM unnest(${ids.sql}) AS r(id)
     CROSS JOIN LATERAL (
       SELECT coalesce(sum(t.n), 0)::int AS total, ${perCode},
              coalesce(sum(t.n) FILTER (WHERE t.tester IS NOT NULL), 0)::int AS with_tester,
              coalesce(array_agg(DISTINCT t.tester) FILTER (WHERE t.tester IS NOT NULL), '{}') AS testers
       FROM ${runTallySql('?', 'r.id')} t
     ) f`,
    [ctx.principal.tenantId, ids.param, ctx.principal.tenantId],
  );
  return new Map(rows.map((row) => [row.id, row]));
}

/**
 * TestSuiteCount and Progress (the share of executions with a result other than Untested, in percent with one
 * decimal) for General, and the counts for DisplayFields.
 */
export function runFigureFields(f: RunFiguresRow, locale: 'en' | 'de') {
  const executed = f.total - (f[`r${RESULT_UNTESTED}`] ?? 0);
  return {
    general: {
      TestSuiteCount: f.suite_count,
      Progress: f.total ? Math.round((1000 * executed) / f.total) / 10 : 0,
    },
    displayFields: {
      TotalTestCases: f.total,
      ResultCounts: resultCodes.map(({ code, ...names }) => ({
        Result: code,
        Name: names[locale],
        Count: f[`r${code}`] ?? 0,
      })),
      TestCasesWithTester: f.with_tester,
      TestersOfTestCases: [...f.testers].sort(),
    },
  };
}
