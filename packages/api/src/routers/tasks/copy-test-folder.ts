import { CopyTestFolderParams } from '@tmt/contract';
import { copyTestFolderTask } from '@tmt/core';
import { authedProcedure, withLocale } from '../../trpc';

export const copyTestFolder = authedProcedure
  .meta({ rpc: { method: 'COPY_TEST_FOLDER' } })
  .input(CopyTestFolderParams)
  .mutation(({ ctx, input }) => copyTestFolderTask.request(withLocale(ctx.service, input.locale), input));
