import { DeleteProjectParams } from '@tmt/contract';
import { requestProjectDeletion } from '@tmt/core';
import { authedProcedure, withLocale } from '../../trpc';

export const deleteProject = authedProcedure
  .meta({ rpc: { method: 'DELETE_PROJECT' } })
  .input(DeleteProjectParams)
  .mutation(({ ctx, input }) => requestProjectDeletion(withLocale(ctx.service, input.locale), input.projectDocRef));
