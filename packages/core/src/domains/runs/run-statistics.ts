import {
  docRefOf,
  FAILED_AND_BLOCKED_RESULTS,
  type Page,
  parseDocRef,
  RESULT_UNTESTED,
  resultCodes,
  type TestRunStatistics,
} from '@tmt/contract';
import type { ServiceContext } from '../../kernel/context';
import { cappedPage } from '../../kernel/list/list-query';
import { failedAndBlockedPage } from './failed-and-blocked';
import { type LoadedRun, loadRun } from './load-run';
import { runTallySql } from './run-figures';
import { testerNames } from './tester-names';

/** One group's executions with one result (`result` null: a suite without executions). */
interface CountRow {
  result: number | null;
  n: number;
}

/** The counts of one group's rows as figures; untested executions count, but not as tested. */
function figures(rows: CountRow[]) {
  const counts = rows.flatMap(({ result, n }) => (result === null || !n ? [] : [{ result, count: n }]));
  const total = counts.reduce((sum, c) => sum + c.count, 0);
  const untested = counts.find((c) => c.result === RESULT_UNTESTED)?.count ?? 0;
  return { total, tested: total - untested, counts: counts.sort((a, b) => a.result - b.result) };
}

/** Rows grouped by a key, in the order the keys first occur. */
function groups<R>(rows: R[], key: (row: R) => string | null): Map<string | null, R[]> {
  const found = new Map<string | null, R[]>();
  for (const row of rows) {
    const group = found.get(key(row));
    if (group) group.push(row);
    else found.set(key(row), [row]);
  }
  return found;
}

/**
 * The run's suites in run order, each with its executions by result from the run's suite tally
 * (Migration20261128090000_run_suite_tally). A closed run names and orders its suites as they were at its close,
 * as its executions' snapshots keep them (the suites may have changed or gone since); an open run reads none of its
 * executions.
 */
function suiteCounts(ctx: ServiceContext, run: LoadedRun) {
  const { tenantId } = ctx.principal;
  return ctx.em.execute<(CountRow & { suite_id: string; id: string; title: string | null })[]>(
    `SELECT rs.suite_id, coalesce(snap.business_id, s.business_id, '-') AS id, s.title, t.result, t.n::int AS n
     FROM test_run_suite rs
     LEFT JOIN test_suite s ON s.id = rs.suite_id AND s.tenant_id = rs.tenant_id
     LEFT JOIN LATERAL (
       SELECT min(e.case_snapshot ->> 'suite_business_id') AS business_id,
         min(e.case_snapshot ->> 'suite_order_key') AS order_key
       FROM test_execution e
       WHERE ?::boolean AND e.tenant_id = rs.tenant_id AND e.run_id = rs.run_id AND e.suite_id = rs.suite_id
     ) snap ON true
     LEFT JOIN (
       SELECT t.suite_id, t.result, sum(t.n) AS n FROM test_run_suite_tally t
       WHERE t.tenant_id = ? AND t.run_id = ? GROUP BY t.suite_id, t.result HAVING sum(t.n) <> 0
     ) t ON t.suite_id = rs.suite_id
     WHERE rs.tenant_id = ? AND rs.run_id = ?
     ORDER BY coalesce(snap.order_key, s.order_key) COLLATE "C" NULLS LAST, rs.suite_id, t.result`,
    [run.closed, tenantId, run.id, tenantId, run.id],
  );
}

/** The run's executions by tester and result, from its tally. */
function testerCounts(ctx: ServiceContext, runId: string) {
  return ctx.em.execute<(CountRow & { tester: string | null })[]>(
    `SELECT t.tester, t.result, t.n::int AS n FROM ${runTallySql('?', '?')} t`,
    [ctx.principal.tenantId, runId],
  );
}

/**
 * GET_TEST_RUN_STATISTICS: a run's dashboard, counted in SQL. The answer grows with the run's suites and testers
 * and the page of failed and blocked executions, never with its cases.
 */
export async function getTestRunStatistics(
  ctx: ServiceContext,
  input: { testRunDocRef: string; page: Page },
): Promise<TestRunStatistics> {
  const run = await loadRun(ctx, parseDocRef(input.testRunDocRef).id, input.testRunDocRef, 'read');
  const page = cappedPage(input.page);
  const suiteRows = await suiteCounts(ctx, run);
  const testerRows = await testerCounts(ctx, run.id);
  const names = await testerNames(
    ctx,
    testerRows.map((row) => row.tester),
  );
  const byResult = new Map<number, number>();
  for (const { result, n } of testerRows) byResult.set(result!, (byResult.get(result!) ?? 0) + n);
  const whole = figures(testerRows);
  const testers = [...groups(testerRows, (row) => row.tester)].map(([tester, rows]) => ({
    tester,
    displayName: tester ? names.get(tester)! : null,
    ...figures(rows),
  }));
  // By name; the executions nobody is assigned to last.
  testers.sort((a, b) =>
    a.displayName === null ? 1 : b.displayName === null ? -1 : a.displayName.localeCompare(b.displayName, ctx.locale),
  );
  return {
    testRunDocRef: docRefOf('TestRun-dm', run.id),
    total: whole.total,
    tested: whole.tested,
    progress: whole.total ? Math.round((1000 * whole.tested) / whole.total) / 10 : 0,
    results: resultCodes.map(({ code, ...name }) => ({
      result: code,
      name: name[ctx.locale],
      count: byResult.get(code) ?? 0,
    })),
    suites: [...groups(suiteRows, (row) => row.suite_id)].map(([suiteId, rows]) => ({
      testSuiteDocRef: docRefOf('TestSuite-dm', suiteId!),
      id: rows[0]!.id,
      title: rows[0]!.title,
      ...figures(rows),
    })),
    testers,
    failedAndBlocked: {
      fullSize: FAILED_AND_BLOCKED_RESULTS.reduce((sum, code) => sum + (byResult.get(code) ?? 0), 0),
      page,
      entries: await failedAndBlockedPage(ctx, run, page),
    },
  };
}
