import { RunCasesByIdParams } from '@tmt/contract';
import { addTestCasesToRunAsyncTask } from '@tmt/core';
import { authedProcedure, withLocale } from '../../trpc';

export const addTestCasesToRunAsync = authedProcedure
  .meta({ rpc: { method: 'ADD_TEST_CASES_TO_RUN_ASYNC' } })
  .input(RunCasesByIdParams)
  .mutation(({ ctx, input }) => addTestCasesToRunAsyncTask.request(withLocale(ctx.service, input.locale), input));
