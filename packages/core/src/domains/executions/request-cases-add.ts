import type { ServiceContext } from '../../kernel/context';
import { enqueueTask } from '../../kernel/tasks/enqueue-task';
import { taskProject } from '../../kernel/tasks/task-project';
import { assertRunOpen, loadRunByBusinessId } from '../runs/load-run';

/** Cases one task adds per second, for the task's EstimatedTime. */
const CASES_PER_SECOND = 10_000;

/**
 * ADD_TEST_CASES_TO_RUN_ASYNC: checks that the run (R_n in the project of the headers) is open, then queues the
 * add; the task adds the cases' suite when it is missing and applies every rule of the sync add.
 */
export async function requestCasesAdd(ctx: ServiceContext, testRunId: string, testCaseIds: string[]): Promise<string> {
  return ctx.tx(async (tx) => {
    const run = await loadRunByBusinessId(tx, testRunId, 'write');
    assertRunOpen(run);
    return enqueueTask(tx.em, ctx.principal, {
      type: 'ADD_TEST_CASES_TO_RUN_ASYNC',
      project: taskProject(run.scoped),
      versionNumber: run.versionNumber,
      parameters: { testRunId: run.id, testCaseIds },
      estimatedSeconds: Math.max(1, Math.ceil(testCaseIds.length / CASES_PER_SECOND)),
    });
  });
}
