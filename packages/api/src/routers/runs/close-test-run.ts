import { TestRunRefParams } from '@tmt/contract';
import { closeTestRunTask } from '@tmt/core';
import { authedProcedure, withLocale } from '../../trpc';

export const closeTestRun = authedProcedure
  .meta({ rpc: { method: 'CLOSE_TEST_RUN' } })
  .input(TestRunRefParams)
  .mutation(({ ctx, input }) => closeTestRunTask.request(withLocale(ctx.service, input.locale), input));
