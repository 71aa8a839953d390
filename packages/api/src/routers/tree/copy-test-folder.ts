import { COPY_TEST_FOLDER } from '@tmt/contract';
import { copyTestFolderTask } from '@tmt/core';
import { rpcProcedure } from '../../trpc';

export const copyTestFolder = rpcProcedure(COPY_TEST_FOLDER).mutation(({ ctx, input }) =>
  copyTestFolderTask.request(ctx.service, input),
);
