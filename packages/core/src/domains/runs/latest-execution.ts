import type { ServiceContext } from '../../kernel/context';
import { sqlArray } from '../../kernel/db/sql-array';

export interface LatestExecutionData {
  TestedOn: number;
  TestedBy: string;
  TestRunId: string;
  TestRunTitle: string;
  VersionId: string;
  VersionTitle: string;
  TestCaseId: string | null;
  TestCaseTitle: string | null;
}

/**
 * SQL of LatestTestCaseExecutionData as JSON: the most recently saved execution meeting `condition` (on alias `e`),
 * with its run, the run's version and the case. Served by the (tenant_id, case_id | suite_id, tested_on) indexes.
 */
export const latestExecutionSql = (condition: string) => `(SELECT jsonb_build_object(
    'TestedOn', (extract(epoch FROM e.tested_on) * 1000)::bigint, 'TestedBy', e.tested_by,
    'TestRunId', r.business_id, 'TestRunTitle', r.title,
    'VersionId', 'V_' || v.version_number, 'VersionTitle', v.title,
    'TestCaseId', lc.business_id, 'TestCaseTitle', lc.title)
  FROM test_execution e
  JOIN test_run r ON r.id = e.run_id
  JOIN project_version v ON v.id = r.version_id
  LEFT JOIN test_case lc ON lc.id = e.case_id AND lc.tenant_id = e.tenant_id
  WHERE ${condition} AND e.tested_on IS NOT NULL
  ORDER BY e.tested_on DESC LIMIT 1)`;

/** LatestTestCaseExecutionData of some cases (a page of them), in one query; cases never tested are absent. */
export async function latestCaseExecutions(
  ctx: ServiceContext,
  caseIds: string[],
): Promise<Map<string, LatestExecutionData>> {
  if (!caseIds.length) return new Map();
  const ids = sqlArray(caseIds, 'uuid');
  const rows = await ctx.em.execute<{ id: string; latest: LatestExecutionData | null }[]>(
    `SELECT tc.id, ${latestExecutionSql('e.tenant_id = tc.tenant_id AND e.case_id = tc.id')} AS latest
     FROM test_case tc WHERE tc.tenant_id = ? AND tc.id = ANY(${ids.sql})`,
    [ctx.principal.tenantId, ids.param],
  );
  return new Map(rows.filter((row) => row.latest).map((row) => [row.id, row.latest!]));
}
