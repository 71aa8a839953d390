import { CopyTestRunParams } from '@tmt/contract';
import { copyTestRunTask } from '@tmt/core';
import { authedProcedure, withLocale } from '../../trpc';

export const copyTestRun = authedProcedure
  .meta({ rpc: { method: 'COPY_TEST_RUN' } })
  .input(CopyTestRunParams)
  .mutation(({ ctx, input }) => copyTestRunTask.request(withLocale(ctx.service, input.locale), input));
