import { SaveTestExecutionsAsyncParams } from '@tmt/contract';
import { saveTestExecutionsAsyncTask } from '@tmt/core';
import { rpcProcedure } from '../../trpc';

export const saveTestExecutionsAsync = rpcProcedure('SAVE_TEST_EXECUTIONS_ASYNC')
  .input(SaveTestExecutionsAsyncParams)
  .mutation(({ ctx, input }) => saveTestExecutionsAsyncTask.request(ctx.service, input));
