import { parseDocRef } from '@tmt/contract';
import type { ServiceContext } from '../context';
import { enqueueTask } from '../tasks/enqueue-task';
import { taskProject } from '../tasks/task-project';
import { assertRunOpen, loadRun } from './load-run';

/** CLOSE_TEST_RUN: refuses a run that is closed already; queues the close otherwise. */
export async function requestRunClose(ctx: ServiceContext, testRunDocRef: string): Promise<string> {
  return ctx.em.transactional(async (em) => {
    const run = await loadRun({ ...ctx, em }, parseDocRef(testRunDocRef).id, testRunDocRef, 'write');
    assertRunOpen(run);
    return enqueueTask(em, ctx.principal, {
      type: 'CLOSE_TEST_RUN',
      project: taskProject(run.scoped),
      versionNumber: run.versionNumber,
      parameters: { testRunId: run.id, testRunBusinessId: run.businessId },
      estimatedSeconds: 1,
    });
  });
}
