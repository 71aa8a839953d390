import type { ServiceContext } from '../context';
import { assertRunOpen, loadRunByBusinessId } from '../runs/load-run';
import { enqueueTask } from '../tasks/enqueue-task';
import { taskProject } from '../tasks/task-project';

/** Cases one task adds per second, for the task's EstimatedTime. */
const CASES_PER_SECOND = 10_000;

/**
 * ADD_TEST_CASES_TO_RUN_ASYNC: checks that the run (R_n in the project of the headers) is open, then queues the
 * add; the task adds the cases' suite when it is missing and applies every rule of the sync add.
 */
export async function requestCasesAdd(ctx: ServiceContext, testRunId: string, testCaseIds: string[]): Promise<string> {
  return ctx.em.transactional(async (em) => {
    const run = await loadRunByBusinessId({ ...ctx, em }, testRunId, 'write');
    assertRunOpen(run);
    return enqueueTask(em, ctx.principal, {
      type: 'ADD_TEST_CASES_TO_RUN_ASYNC',
      project: taskProject(run.scoped),
      versionNumber: run.versionNumber,
      parameters: { testRunId: run.id, testCaseIds },
      estimatedSeconds: Math.max(1, Math.ceil(testCaseIds.length / CASES_PER_SECOND)),
    });
  });
}
