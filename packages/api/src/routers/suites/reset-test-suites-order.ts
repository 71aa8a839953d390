import { RESET_TEST_SUITES_ORDER } from '@tmt/contract';
import { resetTestSuitesOrderTask } from '@tmt/core';
import { rpcProcedure } from '../../trpc';

export const resetTestSuitesOrder = rpcProcedure(RESET_TEST_SUITES_ORDER).mutation(({ ctx, input }) =>
  resetTestSuitesOrderTask.request(ctx.service, input),
);
