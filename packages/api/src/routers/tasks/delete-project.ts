import { DeleteProjectParams } from '@tmt/contract';
import { requestProjectDeletion } from '@tmt/core';
import { rpcProcedure } from '../../trpc';

export const deleteProject = rpcProcedure('DELETE_PROJECT')
  .input(DeleteProjectParams)
  .mutation(({ ctx, input }) => requestProjectDeletion(ctx.service, input.projectDocRef));
