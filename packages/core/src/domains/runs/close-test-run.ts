import { parseDocRef, type TestRunRefParams, taskParams } from '@tmt/contract';
import type { z } from 'zod';
import { defineTask } from '../../kernel/tasks/define-task';
import { assertRunOpen, loadRun } from './load-run';
import { closeVersionWhenDue } from './version-closure';

/**
 * CLOSE_TEST_RUN: refused for a run closed already. The task makes the run inactive (closed by the requester,
 * edited by SYSTEM) and each of its executions keeps a frozen copy of its case and of the case's risk level document
 * as they are now (`tmt_freeze_run_cases_with_risk`, one statement, in this transaction), which every later read of
 * the run shows. It waits for saves in flight (they hold the run FOR SHARE); a run closed meanwhile stays as it is.
 * When it was the last open run of a version waiting to be closed, the version closes in the same transaction.
 */
export const closeTestRunTask = defineTask({
  type: 'CLOSE_TEST_RUN',
  params: taskParams.CLOSE_TEST_RUN,
  async request(ctx, { testRunDocRef }: z.output<typeof TestRunRefParams>) {
    const run = await loadRun(ctx, parseDocRef(testRunDocRef).id, testRunDocRef, 'write');
    assertRunOpen(run);
    return {
      scope: run.scoped,
      versionNumber: run.versionNumber,
      params: { testRunId: run.id, testRunBusinessId: run.businessId },
      estimatedSeconds: 1,
    };
  },
  async handle({ ctx, params: { testRunId }, progress }) {
    const run = await loadRun(ctx, testRunId, `TestRun-dm/${testRunId}`, 'write', 'update');
    if (run.closed) return { alreadyClosed: true, frozenCases: 0 };
    const { em, principal } = ctx;
    await em.execute(
      `UPDATE test_run SET status = 'inactive', closed_by = ?, closed_on = now(), edited_by = 'SYSTEM', edited_on = now(),
         model_version = model_version + 1
       WHERE tenant_id = ? AND id = ?`,
      [principal.username, principal.tenantId, run.id],
    );
    await progress(20);
    const [frozen] = await em.execute<{ n: number }[]>(
      'SELECT tmt_freeze_run_cases_with_risk(?, ARRAY[?]::uuid[]) AS n',
      [principal.tenantId, run.id],
    );
    await progress(90);
    const { closed } = await closeVersionWhenDue(ctx, run.versionId);
    return { alreadyClosed: false, frozenCases: frozen?.n ?? 0, ...(closed ? { versionClosed: true } : {}) };
  },
});
