import { parseDocRef } from '@tmt/contract';
import type { ServiceContext } from '../../kernel/context';
import { enqueueTask } from '../../kernel/tasks/enqueue-task';
import { taskProject } from '../../kernel/tasks/task-project';
import { assertRunOpen, loadRun } from './load-run';

/** CLOSE_TEST_RUN: refuses a run that is closed already; queues the close otherwise. */
export async function requestRunClose(ctx: ServiceContext, testRunDocRef: string): Promise<string> {
  return ctx.tx(async (tx) => {
    const run = await loadRun(tx, parseDocRef(testRunDocRef).id, testRunDocRef, 'write');
    assertRunOpen(run);
    return enqueueTask(tx.em, ctx.principal, {
      type: 'CLOSE_TEST_RUN',
      project: taskProject(run.scoped),
      versionNumber: run.versionNumber,
      parameters: { testRunId: run.id, testRunBusinessId: run.businessId },
      estimatedSeconds: 1,
    });
  });
}
