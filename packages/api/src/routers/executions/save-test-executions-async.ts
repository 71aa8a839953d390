import { SaveTestExecutionsAsyncParams } from '@tmt/contract';
import { requestExecutionsSave } from '@tmt/core';
import { rpcProcedure } from '../../trpc';

export const saveTestExecutionsAsync = rpcProcedure('SAVE_TEST_EXECUTIONS_ASYNC')
  .input(SaveTestExecutionsAsyncParams)
  .mutation(({ ctx, input }) => requestExecutionsSave(ctx.service, input));
