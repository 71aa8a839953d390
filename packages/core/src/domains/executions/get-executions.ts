import { type DocumentAnswer, type ListAnswer, type Page, parseDocRef } from '@tmt/contract';
import type { ServiceContext } from '../../kernel/context';
import { cappedPage } from '../../kernel/list/list-query';
import { loadRun } from '../runs/load-run';
import { testerNames } from '../runs/tester-names';
import { type ExecutionDocumentRow, executionDocument, executionFrom, executionSelect } from './execution-document';

/**
 * GET_TEST_CASE_EXECUTIONS: the executions of a run (or of one of its suites) in suite order (a closed run's as
 * it was at the close), then in the order the cases were added; paged in SQL.
 */
export async function getTestCaseExecutions(
  ctx: ServiceContext,
  input: { testRunDocRef: string; page: Page; testSuiteDocRef?: string },
): Promise<ListAnswer<DocumentAnswer>> {
  const run = await loadRun(ctx, parseDocRef(input.testRunDocRef).id, input.testRunDocRef, 'read');
  const page = cappedPage(input.page);
  const suiteId = input.testSuiteDocRef ? parseDocRef(input.testSuiteDocRef).id : null;
  const where = `e.tenant_id = ? AND e.run_id = ?${suiteId ? ' AND e.suite_id = ?' : ''}`;
  const params = [ctx.principal.tenantId, run.id, ...(suiteId ? [suiteId] : [])];
  const order = `coalesce(s.order_key, e.case_snapshot->>'suite_order_key' COLLATE "C"), length(e.business_id),
    e.business_id`;
  // The page's executions first, by the order's keys alone, then their documents: joined and built for the whole
  // run, a page of 50 of a run of 10,000 read every execution's case, risk document and suite (320-400 ms; the keys
  // alone 35-45 ms, a closed run's 120 ms as its suite order is in each execution's snapshot).
  const rows = await ctx.em.execute<ExecutionDocumentRow[]>(
    `WITH page AS MATERIALIZED (
       SELECT e.id, row_number() OVER (ORDER BY ${order}) AS place FROM test_execution e
       JOIN test_run r ON r.id = e.run_id
       LEFT JOIN test_suite s ON r.status = 'active' AND s.id = e.suite_id AND s.tenant_id = e.tenant_id
       WHERE ${where}
       ORDER BY ${order} LIMIT ? OFFSET ?
     )
     SELECT ${executionSelect} FROM ${executionFrom} JOIN page ON page.id = e.id
     WHERE e.tenant_id = ? ORDER BY page.place`,
    [...params, page.limit, page.offset, ctx.principal.tenantId],
  );
  const [count] = await ctx.em.execute<{ n: number }[]>(
    `SELECT count(*)::int AS n FROM test_execution e WHERE ${where}`,
    params,
  );
  const names = await testerNames(
    ctx,
    rows.map((row) => row.tester),
  );
  return {
    fullSize: count?.n ?? 0,
    page,
    entries: rows.map((row) =>
      executionDocument(row, run.scoped, row.tester ? names.get(row.tester)! : null, ctx.locale),
    ),
  };
}
