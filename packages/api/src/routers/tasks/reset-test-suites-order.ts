import { ResetTestSuitesOrderParams } from '@tmt/contract';
import { requestSuiteOrderReset } from '@tmt/core';
import { authedProcedure, withLocale } from '../../trpc';

export const resetTestSuitesOrder = authedProcedure
  .meta({ rpc: { method: 'RESET_TEST_SUITES_ORDER' } })
  .input(ResetTestSuitesOrderParams)
  .mutation(({ ctx, input }) =>
    requestSuiteOrderReset(withLocale(ctx.service, input.locale), input.projectSpec, input.sort),
  );
