import type { RunningTask } from '../../kernel/tasks/run-task';
import { taskContext } from '../../kernel/tasks/task-context';
import { assertRunOpen, loadRun } from '../runs/load-run';
import { addCasesToRun, caseIdsByBusinessId } from './add-cases';

/** ADD_TEST_CASES_TO_RUN_ASYNC: the by-id add, all or nothing, adding the cases' suite when it is missing. */
export async function addTestCasesToRunTask(task: RunningTask) {
  const { testRunId, testCaseIds } = task.params as { testRunId: string; testCaseIds: string[] };
  const ctx = taskContext(task);
  const run = await loadRun(ctx, testRunId, `TestRun-dm/${testRunId}`, 'write', 'update');
  assertRunOpen(run);
  const caseIds = await caseIdsByBusinessId(ctx, run, testCaseIds);
  return addCasesToRun(ctx, run, caseIds, true);
}
