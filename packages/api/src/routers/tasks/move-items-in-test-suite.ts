import { MoveItemsInTestSuiteParams } from '@tmt/contract';
import { moveItemsInTestSuiteTask } from '@tmt/core';
import { authedProcedure, withLocale } from '../../trpc';

export const moveItemsInTestSuite = authedProcedure
  .meta({ rpc: { method: 'MOVE_ITEMS_IN_TEST_SUITE' } })
  .input(MoveItemsInTestSuiteParams)
  .mutation(({ ctx, input }) => moveItemsInTestSuiteTask.request(withLocale(ctx.service, input.locale), input));
