import { parseDocRef } from '@tmt/contract';
import type { ServiceContext } from '../../kernel/context';
import { enqueueTask } from '../../kernel/tasks/enqueue-task';
import { taskProject } from '../../kernel/tasks/task-project';
import { loadRun } from './load-run';

/** COPY_TEST_RUN: queues a copy of a run, open or closed; the task's result names the new run. */
export async function requestRunCopy(ctx: ServiceContext, testRunDocRef: string, title?: string): Promise<string> {
  return ctx.tx(async (tx) => {
    const run = await loadRun(tx, parseDocRef(testRunDocRef).id, testRunDocRef, 'write');
    return enqueueTask(tx.em, ctx.principal, {
      type: 'COPY_TEST_RUN',
      project: taskProject(run.scoped),
      versionNumber: run.versionNumber,
      parameters: { testRunId: run.id, testRunBusinessId: run.businessId, ...(title ? { title } : {}) },
      estimatedSeconds: 1,
    });
  });
}
