import { DeleteProjectParams } from '@tmt/contract';
import { deleteProjectTask } from '@tmt/core';
import { authedProcedure, withLocale } from '../../trpc';

export const deleteProject = authedProcedure
  .meta({ rpc: { method: 'DELETE_PROJECT' } })
  .input(DeleteProjectParams)
  .mutation(({ ctx, input }) => deleteProjectTask.request(withLocale(ctx.service, input.locale), input));
