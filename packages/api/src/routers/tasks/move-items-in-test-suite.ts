import { MoveItemsInTestSuiteParams } from '@tmt/contract';
import { requestTreeMove } from '@tmt/core';
import { rpcProcedure } from '../../trpc';

export const moveItemsInTestSuite = rpcProcedure('MOVE_ITEMS_IN_TEST_SUITE')
  .input(MoveItemsInTestSuiteParams)
  .mutation(({ ctx, input }) =>
    requestTreeMove(
      ctx.service,
      'MOVE_ITEMS_IN_TEST_SUITE',
      input.itemDocRefs,
      input.destinationDocRef,
      input.position,
    ),
  );
