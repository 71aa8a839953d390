import { RunCasesByIdParams } from '@tmt/contract';
import { requestCasesAdd } from '@tmt/core';
import { rpcProcedure } from '../../trpc';

export const addTestCasesToRunAsync = rpcProcedure('ADD_TEST_CASES_TO_RUN_ASYNC')
  .input(RunCasesByIdParams)
  .mutation(({ ctx, input }) => requestCasesAdd(ctx.service, input.testRunId, input.testCaseIds));
