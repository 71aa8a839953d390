import { parseDocRef } from '@tmt/contract';
import type { ServiceContext } from '../../kernel/context';
import { loadRun } from './load-run';

/** Whether a run holds no suites (and so no executions). */
export async function runIsEmpty(ctx: ServiceContext, runId: string): Promise<boolean> {
  const rows = await ctx.em.execute('SELECT 1 FROM test_run_suite WHERE tenant_id = ? AND run_id = ? LIMIT 1', [
    ctx.principal.tenantId,
    runId,
  ]);
  return rows.length === 0;
}

/** CHECK_TEST_RUN_EMPTY: true when the run holds no suites. */
export async function checkTestRunEmpty(ctx: ServiceContext, testRunDocRef: string): Promise<boolean> {
  const run = await loadRun(ctx, parseDocRef(testRunDocRef).id, testRunDocRef, 'read');
  return runIsEmpty(ctx, run.id);
}
