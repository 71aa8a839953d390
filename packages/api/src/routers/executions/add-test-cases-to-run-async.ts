import { ADD_TEST_CASES_TO_RUN_ASYNC } from '@tmt/contract';
import { addTestCasesToRunAsyncTask } from '@tmt/core';
import { rpcProcedure } from '../../trpc';

export const addTestCasesToRunAsync = rpcProcedure(ADD_TEST_CASES_TO_RUN_ASYNC).mutation(({ ctx, input }) =>
  addTestCasesToRunAsyncTask.request(ctx.service, input),
);
