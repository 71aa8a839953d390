import { SAVE_TEST_EXECUTIONS_ASYNC } from '@tmt/contract';
import { saveTestExecutionsAsyncTask } from '@tmt/core';
import { rpcProcedure } from '../../trpc';

export const saveTestExecutionsAsync = rpcProcedure(SAVE_TEST_EXECUTIONS_ASYNC).mutation(({ ctx, input }) =>
  saveTestExecutionsAsyncTask.request(ctx.service, input),
);
