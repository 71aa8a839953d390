import { RunCasesByIdParams } from '@tmt/contract';
import { addTestCasesToRunById as service } from '@tmt/core';
import { authedProcedure, withLocale } from '../../trpc';

export const addTestCasesToRunById = authedProcedure
  .meta({ rpc: { method: 'ADD_TEST_CASES_TO_RUN_BY_ID' } })
  .input(RunCasesByIdParams)
  .mutation(({ ctx, input }) => service(withLocale(ctx.service, input.locale), input.testRunId, input.testCaseIds));
