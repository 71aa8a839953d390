import { MoveTestFolderParams } from '@tmt/contract';
import { requestTreeMove } from '@tmt/core';
import { rpcProcedure } from '../../trpc';

export const moveTestFolder = rpcProcedure('MOVE_TEST_FOLDER')
  .input(MoveTestFolderParams)
  .mutation(({ ctx, input }) =>
    requestTreeMove(ctx.service, 'MOVE_TEST_FOLDER', [input.testFolderDocRef], input.destinationDocRef, input.position),
  );
