import { ResetTestSuitesOrderParams } from '@tmt/contract';
import { requestSuiteOrderReset } from '@tmt/core';
import { rpcProcedure } from '../../trpc';

export const resetTestSuitesOrder = rpcProcedure('RESET_TEST_SUITES_ORDER')
  .input(ResetTestSuitesOrderParams)
  .mutation(({ ctx, input }) => requestSuiteOrderReset(ctx.service, input.projectSpec, input.sort));
