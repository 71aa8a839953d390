import { COPY_TEST_SUITE } from '@tmt/contract';
import { copyTestSuiteTask } from '@tmt/core';
import { rpcProcedure } from '../../trpc';

export const copyTestSuite = rpcProcedure(COPY_TEST_SUITE).mutation(({ ctx, input }) =>
  copyTestSuiteTask.request(ctx.service, input),
);
