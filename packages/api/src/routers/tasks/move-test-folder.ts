import { MoveTestFolderParams } from '@tmt/contract';
import { moveTestFolderTask } from '@tmt/core';
import { authedProcedure, withLocale } from '../../trpc';

export const moveTestFolder = authedProcedure
  .meta({ rpc: { method: 'MOVE_TEST_FOLDER' } })
  .input(MoveTestFolderParams)
  .mutation(({ ctx, input }) => moveTestFolderTask.request(withLocale(ctx.service, input.locale), input));
