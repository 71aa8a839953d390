import type { AutomationCoverageName } from '@tmt/contract';
import type { ServiceContext } from '../../kernel/context';
import { sqlArray } from '../../kernel/db/sql-array';
import { type LatestExecutionData, latestExecutionSql } from '../runs/latest-execution';

/**
 * LATERAL subquery (alias `st`) with a suite's DisplayFields figures, aggregated in SQL from its cases over the
 * (tenant_id, suite_id) index; join it after paging so only the suites answered are counted.
 */
export const suiteStatsJoin = (suite: string) => `LEFT JOIN LATERAL (
  SELECT count(*)::int AS total,
         count(*) FILTER (WHERE c.automation = 'TO_BE_EVALUATED')::int AS to_be_evaluated,
         count(*) FILTER (WHERE c.automation = 'TO_BE_AUTOMATED')::int AS to_be_automated,
         count(*) FILTER (WHERE c.automation = 'AUTOMATED')::int AS automated,
         count(*) FILTER (WHERE c.automation = 'NOT_TO_BE_AUTOMATED')::int AS not_to_be_automated,
         count(*) FILTER (WHERE c.automation IS NULL)::int AS not_defined,
         count(*) FILTER (WHERE c.assignee IS NOT NULL)::int AS with_assignee,
         coalesce(array_agg(DISTINCT c.assignee) FILTER (WHERE c.assignee IS NOT NULL), '{}') AS assignees
  FROM test_case c WHERE c.tenant_id = ${suite}.tenant_id AND c.suite_id = ${suite}.id
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
