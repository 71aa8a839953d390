import { ADD_TEST_CASES_TO_RUN_BY_ID } from '@tmt/contract';
import { addTestCasesToRunById as service } from '@tmt/core';
import { rpcProcedure } from '../../trpc';

export const addTestCasesToRunById = rpcProcedure(ADD_TEST_CASES_TO_RUN_BY_ID).mutation(({ ctx, input }) =>
  service(ctx.service, input.testRunId, input.testCaseIds),
);
