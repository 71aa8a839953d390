import { CopyTestFolderParams } from '@tmt/contract';
import { copyTestFolderTask } from '@tmt/core';
import { rpcProcedure } from '../../trpc';

export const copyTestFolder = rpcProcedure('COPY_TEST_FOLDER')
  .input(CopyTestFolderParams)
  .mutation(({ ctx, input }) => copyTestFolderTask.request(ctx.service, input));
