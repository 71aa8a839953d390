import { ResetTestSuitesOrderParams } from '@tmt/contract';
import { resetTestSuitesOrderTask } from '@tmt/core';
import { authedProcedure, withLocale } from '../../trpc';

export const resetTestSuitesOrder = authedProcedure
  .meta({ rpc: { method: 'RESET_TEST_SUITES_ORDER' } })
  .input(ResetTestSuitesOrderParams)
  .mutation(({ ctx, input }) => resetTestSuitesOrderTask.request(withLocale(ctx.service, input.locale), input));
