import { SaveTestExecutionsAsyncParams } from '@tmt/contract';
import { saveTestExecutionsAsyncTask } from '@tmt/core';
import { authedProcedure, withLocale } from '../../trpc';

export const saveTestExecutionsAsync = authedProcedure
  .meta({ rpc: { method: 'SAVE_TEST_EXECUTIONS_ASYNC' } })
  .input(SaveTestExecutionsAsyncParams)
  .mutation(({ ctx, input }) => saveTestExecutionsAsyncTask.request(withLocale(ctx.service, input.locale), input));
