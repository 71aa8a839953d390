import { type RunCasesByIdParams, taskParams } from '@tmt/contract';
import type { z } from 'zod';
import { defineTask } from '../../kernel/tasks/define-task';
import { progressBetween } from '../../kernel/tasks/progress';
import { assertRunOpen, loadRun, loadRunByBusinessId } from '../runs/load-run';
import { addCasesToRun, caseIdsByBusinessId } from './add-cases';

/** Cases one task adds per second, for the task's EstimatedTime. */
const CASES_PER_SECOND = 10_000;

/**
 * ADD_TEST_CASES_TO_RUN_ASYNC: the call checks that the run (R_n in the project of the headers) is open; the task
 * adds the cases by id, all or nothing, with every rule of the sync add, adding the cases' suite when it is missing;
 * its progress follows the batches of executions it inserts.
 */
export const addTestCasesToRunAsyncTask = defineTask({
  type: 'ADD_TEST_CASES_TO_RUN_ASYNC',
  params: taskParams.ADD_TEST_CASES_TO_RUN_ASYNC,
  async request(ctx, { testRunId, testCaseIds }: z.output<typeof RunCasesByIdParams>) {
    const run = await loadRunByBusinessId(ctx, testRunId, 'write');
    assertRunOpen(run);
    return {
      scope: run.scoped,
      versionNumber: run.versionNumber,
      params: { testRunId: run.id, testCaseIds },
      estimatedSeconds: Math.max(1, Math.ceil(testCaseIds.length / CASES_PER_SECOND)),
    };
  },
  async handle({ ctx, params: { testRunId, testCaseIds }, progress }) {
    const run = await loadRun(ctx, testRunId, `TestRun-dm/${testRunId}`, 'write', 'update');
    assertRunOpen(run);
    const caseIds = await caseIdsByBusinessId(ctx, run, testCaseIds);
    await progress(15);
    return addCasesToRun(ctx, run, caseIds, true, progressBetween(progress, 15, 100));
  },
});
