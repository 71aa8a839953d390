import { CopyTestFolderParams } from '@tmt/contract';
import { requestTreeCopy } from '@tmt/core';
import { rpcProcedure } from '../../trpc';

export const copyTestFolder = rpcProcedure('COPY_TEST_FOLDER')
  .input(CopyTestFolderParams)
  .mutation(({ ctx, input }) =>
    requestTreeCopy(ctx.service, 'COPY_TEST_FOLDER', [input.testFolderDocRef], input.destinationDocRef),
  );
