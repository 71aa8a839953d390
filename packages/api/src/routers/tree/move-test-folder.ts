import { MOVE_TEST_FOLDER } from '@tmt/contract';
import { moveTestFolderTask } from '@tmt/core';
import { rpcProcedure } from '../../trpc';

export const moveTestFolder = rpcProcedure(MOVE_TEST_FOLDER).mutation(({ ctx, input }) =>
  moveTestFolderTask.request(ctx.service, input),
);
