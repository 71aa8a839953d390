import { DeleteProjectVersionParams } from '@tmt/contract';
import { requestVersionDeletion } from '@tmt/core';
import { rpcProcedure } from '../../trpc';

export const deleteProjectVersion = rpcProcedure('DELETE_PROJECT_VERSION')
  .input(DeleteProjectVersionParams)
  .mutation(({ ctx, input }) => requestVersionDeletion(ctx.service, input.projectVersionDocRef));
