import { docRefOf, FAILED_AND_BLOCKED_RESULTS, type PageAnswer } from '@tmt/contract';
import type { ServiceContext } from '../../kernel/context';
import type { PgTimestamp } from '../../kernel/entities/rows';
import { timestamp } from '../../kernel/entities/timestamp';
import type { LoadedRun } from './load-run';
import { testerNames } from './tester-names';

interface ProblemRow {
  id: string;
  business_id: string;
  result: number;
  case_id: string;
  case_business_id: string | null;
  case_title: string | null;
  suite_business_id: string | null;
  suite_title: string | null;
  tester: string | null;
  defects: string | null;
  tested_on: PgTimestamp | null;
}

const codes = FAILED_AND_BLOCKED_RESULTS.join(', ');
// Failures before blockings, as the list of FAILED_AND_BLOCKED_RESULTS has them.
const byResult = `CASE e.result ${FAILED_AND_BLOCKED_RESULTS.map((code, i) => `WHEN ${code} THEN ${i}`).join(' ')} END`;

/**
 * One page of a run's failed and blocked executions with their cases and suites: a closed run's cases as the close
 * froze them (`case_snapshot`), an open run's as they are.
 */
export async function failedAndBlockedPage(ctx: ServiceContext, run: LoadedRun, page: PageAnswer) {
  // The page's executions first, by the order's keys alone (the sort keeps only the best rows it needs), then their
  // cases and suites, sorted again by the same keys (the business id makes the order total): joined for every failed
  // and blocked execution before the sort, a page of a run of 10,000 (5,000 of them failed or blocked) read 5,000
  // cases for 50 (32 ms a page).
  const order = `${byResult}, coalesce(e.case_snapshot ->> 'suite_order_key', s.order_key) COLLATE "C" NULLS LAST,
       length(e.business_id), e.business_id`;
  const rows = await ctx.em.execute<ProblemRow[]>(
    `WITH page AS MATERIALIZED (
       SELECT e.id FROM test_execution e
       LEFT JOIN test_suite s ON s.id = e.suite_id AND s.tenant_id = e.tenant_id
       WHERE e.tenant_id = ? AND e.run_id = ? AND e.result IN (${codes})
       ORDER BY ${order} LIMIT ? OFFSET ?
     )
     SELECT e.id, e.business_id, e.result, e.case_id, e.tester, e.defects, e.tested_on,
       coalesce(e.case_snapshot ->> 'business_id', c.business_id) AS case_business_id,
       coalesce(e.case_snapshot ->> 'title', c.title) AS case_title,
       coalesce(e.case_snapshot ->> 'suite_business_id', s.business_id) AS suite_business_id, s.title AS suite_title
     FROM page JOIN test_execution e ON e.id = page.id AND e.tenant_id = ?
     LEFT JOIN test_case c ON c.id = e.case_id AND c.tenant_id = e.tenant_id
     LEFT JOIN test_suite s ON s.id = e.suite_id AND s.tenant_id = e.tenant_id
     ORDER BY ${order}`,
    [ctx.principal.tenantId, run.id, page.limit, page.offset, ctx.principal.tenantId],
  );
  const names = await testerNames(
    ctx,
    rows.map((row) => row.tester),
  );
  return rows.map((row) => ({
    docRef: docRefOf('TestRunTestCaseAdditionalFields-dm', row.id),
    id: row.business_id,
    result: row.result,
    testCaseDocRef: docRefOf('TestCase-dm', row.case_id),
    testCaseId: row.case_business_id,
    testCaseTitle: row.case_title,
    testSuiteId: row.suite_business_id,
    testSuiteTitle: row.suite_title,
    tester: row.tester,
    testerDisplayName: row.tester ? names.get(row.tester)! : null,
    defects: row.defects,
    testedOn: row.tested_on ? timestamp(row.tested_on).getTime() : null,
  }));
}
