import { COPY_ITEMS_IN_TEST_SUITE } from '@tmt/contract';
import { copyItemsInTestSuiteTask } from '@tmt/core';
import { rpcProcedure } from '../../trpc';

export const copyItemsInTestSuite = rpcProcedure(COPY_ITEMS_IN_TEST_SUITE).mutation(({ ctx, input }) =>
  copyItemsInTestSuiteTask.request(ctx.service, input),
);
