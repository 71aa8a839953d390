import { CopyTestSuiteParams } from '@tmt/contract';
import { copyTestSuiteTask } from '@tmt/core';
import { authedProcedure, withLocale } from '../../trpc';

export const copyTestSuite = authedProcedure
  .meta({ rpc: { method: 'COPY_TEST_SUITE' } })
  .input(CopyTestSuiteParams)
  .mutation(({ ctx, input }) => copyTestSuiteTask.request(withLocale(ctx.service, input.locale), input));
