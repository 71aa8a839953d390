import { DeleteProjectVersionParams } from '@tmt/contract';
import { deleteProjectVersionTask } from '@tmt/core';
import { authedProcedure, withLocale } from '../../trpc';

export const deleteProjectVersion = authedProcedure
  .meta({ rpc: { method: 'DELETE_PROJECT_VERSION' } })
  .input(DeleteProjectVersionParams)
  .mutation(({ ctx, input }) => deleteProjectVersionTask.request(withLocale(ctx.service, input.locale), input));
