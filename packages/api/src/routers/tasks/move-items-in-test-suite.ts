import { MoveItemsInTestSuiteParams } from '@tmt/contract';
import { requestTreeMove } from '@tmt/core';
import { authedProcedure, withLocale } from '../../trpc';

export const moveItemsInTestSuite = authedProcedure
  .meta({ rpc: { method: 'MOVE_ITEMS_IN_TEST_SUITE' } })
  .input(MoveItemsInTestSuiteParams)
  .mutation(({ ctx, input }) =>
    requestTreeMove(
      withLocale(ctx.service, input.locale),
      'MOVE_ITEMS_IN_TEST_SUITE',
      input.itemDocRefs,
      input.destinationDocRef,
      input.position,
    ),
  );
