import { RunCasesByIdParams } from '@tmt/contract';
import { addTestCasesToRunById as service } from '@tmt/core';
import { rpcProcedure } from '../../trpc';

export const addTestCasesToRunById = rpcProcedure('ADD_TEST_CASES_TO_RUN_BY_ID')
  .input(RunCasesByIdParams)
  .mutation(({ ctx, input }) => service(ctx.service, input.testRunId, input.testCaseIds));
