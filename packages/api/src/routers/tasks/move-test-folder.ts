import { MoveTestFolderParams } from '@tmt/contract';
import { requestTreeMove } from '@tmt/core';
import { authedProcedure, withLocale } from '../../trpc';

export const moveTestFolder = authedProcedure
  .meta({ rpc: { method: 'MOVE_TEST_FOLDER' } })
  .input(MoveTestFolderParams)
  .mutation(({ ctx, input }) =>
    requestTreeMove(
      withLocale(ctx.service, input.locale),
      'MOVE_TEST_FOLDER',
      [input.testFolderDocRef],
      input.destinationDocRef,
      input.position,
    ),
  );
