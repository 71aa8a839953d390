import { MOVE_ITEMS_IN_TEST_SUITE } from '@tmt/contract';
import { moveItemsInTestSuiteTask } from '@tmt/core';
import { rpcProcedure } from '../../trpc';

export const moveItemsInTestSuite = rpcProcedure(MOVE_ITEMS_IN_TEST_SUITE).mutation(({ ctx, input }) =>
  moveItemsInTestSuiteTask.request(ctx.service, input),
);
