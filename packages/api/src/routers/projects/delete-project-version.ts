import { DELETE_PROJECT_VERSION } from '@tmt/contract';
import { deleteProjectVersionTask } from '@tmt/core';
import { rpcProcedure } from '../../trpc';

export const deleteProjectVersion = rpcProcedure(DELETE_PROJECT_VERSION).mutation(({ ctx, input }) =>
  deleteProjectVersionTask.request(ctx.service, input),
);
