import type { AutomationCoverageName } from '@tmt/contract';
import type { ServiceContext } from '../../kernel/context';
import { sqlArray } from '../../kernel/db/sql-array';
import { type LatestExecutionData, latestExecutionSql } from '../runs/latest-execution';

/**
 * LATERAL subquery (alias `st`) with a suite's DisplayFields figures, summed from its tally (suite_case_tally, kept by
 * triggers on test_case: Migration20261127070000_suite_case_tally), so a suite costs the same whatever it holds.
 */
export const suiteStatsJoin = (suite: string) => `LEFT JOIN LATERAL (
  SELECT coalesce(sum(t.n), 0)::int AS total,
         coalesce(sum(t.n) FILTER (WHERE t.automation = 'TO_BE_EVALUATED'), 0)::int AS to_be_evaluated,
         coalesce(sum(t.n) FILTER (WHERE t.automation = 'TO_BE_AUTOMATED'), 0)::int AS to_be_automated,
         coalesce(sum(t.n) FILTER (WHERE t.automation = 'AUTOMATED'), 0)::int AS automated,
         coalesce(sum(t.n) FILTER (WHERE t.automation = 'NOT_TO_BE_AUTOMATED'), 0)::int AS not_to_be_automated,
         coalesce(sum(t.n) FILTER (WHERE t.automation IS NULL), 0)::int AS not_defined,
         coalesce(sum(t.n) FILTER (WHERE t.assignee IS NOT NULL), 0)::int AS with_assignee,
         coalesce(array_agg(DISTINCT t.assignee) FILTER (WHERE t.assignee IS NOT NULL), '{}') AS assignees
  FROM suite_case_tally t WHERE t.suite_id = ${suite}.id
) st ON true`;

export interface SuiteStatsRow {
  total: number;
  to_be_evaluated: number;
  to_be_automated: number;
  automated: number;
  not_to_be_automated: number;
  not_defined: number;
  with_assignee: number;
  assignees: string[];
  latest_execution: LatestExecutionData | null;
}

/** Suite DisplayFields from the figures of `suiteStatsJoin`. */
export function suiteDisplayFields(st: SuiteStatsRow) {
  const coverage: { name: AutomationCoverageName; count: number }[] = [
    { name: 'TO_BE_EVALUATED', count: st.to_be_evaluated },
    { name: 'TO_BE_AUTOMATED', count: st.to_be_automated },
    { name: 'AUTOMATED', count: st.automated },
    { name: 'NOT_TO_BE_AUTOMATED', count: st.not_to_be_automated },
    { name: 'NOT_DEFINED', count: st.not_defined },
  ];
  return {
    TotalTestCases: st.total,
    PercentageOfAutomatedCases: st.total ? Math.round((1000 * st.automated) / st.total) / 10 : 0,
    AutomationCoverage: coverage,
    AssigneesOfTestCases: [...st.assignees].sort(),
    TestCasesWithAssignee: st.with_assignee,
  };
}

/** The DisplayFields figures and latest execution of some suites (a page of them), in one query. */
export async function suiteStats(ctx: ServiceContext, suiteIds: string[]): Promise<Map<string, SuiteStatsRow>> {
  if (!suiteIds.length) return new Map();
  const ids = sqlArray(suiteIds, 'uuid');
  const rows = await ctx.em.execute<(SuiteStatsRow & { id: string })[]>(
    `SELECT s.id, st.*, ${latestExecutionSql('e.tenant_id = s.tenant_id AND e.suite_id = s.id')} AS latest_execution
     FROM test_suite s ${suiteStatsJoin('s')} WHERE s.tenant_id = ? AND s.id = ANY(${ids.sql})`,
    [ctx.principal.tenantId, ids.param],
  );
  return new Map(rows.map((row) => [row.id, row]));
}
