import { CopyTestFolderParams } from '@tmt/contract';
import { requestTreeCopy } from '@tmt/core';
import { authedProcedure, withLocale } from '../../trpc';

export const copyTestFolder = authedProcedure
  .meta({ rpc: { method: 'COPY_TEST_FOLDER' } })
  .input(CopyTestFolderParams)
  .mutation(({ ctx, input }) =>
    requestTreeCopy(
      withLocale(ctx.service, input.locale),
      'COPY_TEST_FOLDER',
      [input.testFolderDocRef],
      input.destinationDocRef,
    ),
  );
