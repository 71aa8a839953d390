import type { ServiceContext } from '../../kernel/context';
import { assertRunOpen, loadRunByBusinessId } from '../runs/load-run';
import { addCasesToRun, caseIdsByBusinessId } from './add-cases';
import { addTestCasesToRunAsyncTask } from './add-test-cases-to-run-async';

/** Up to this many cases are added within the call; larger sets go to a task. */
export const BY_ID_SYNC_LIMIT = 1_000;

/**
 * ADD_TEST_CASES_TO_RUN_BY_ID: cases by business id (C_n) into the run R_n of the headers' project, adding their
 * suite when it is missing. Answers null when done, or the task request's docRef for sets above the sync limit.
 */
export async function addTestCasesToRunById(
  ctx: ServiceContext,
  testRunId: string,
  testCaseIds: string[],
): Promise<string | null> {
  if (testCaseIds.length > BY_ID_SYNC_LIMIT) return addTestCasesToRunAsyncTask.request(ctx, { testRunId, testCaseIds });
  await ctx.tx(async (tx) => {
    const run = await loadRunByBusinessId(tx, testRunId, 'write', 'update');
    assertRunOpen(run);
    await addCasesToRun(tx, run, await caseIdsByBusinessId(tx, run, testCaseIds), true);
  });
  return null;
}
