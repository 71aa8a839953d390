import { DeleteProjectVersionParams } from '@tmt/contract';
import { requestVersionDeletion } from '@tmt/core';
import { authedProcedure, withLocale } from '../../trpc';

export const deleteProjectVersion = authedProcedure
  .meta({ rpc: { method: 'DELETE_PROJECT_VERSION' } })
  .input(DeleteProjectVersionParams)
  .mutation(({ ctx, input }) =>
    requestVersionDeletion(withLocale(ctx.service, input.locale), input.projectVersionDocRef),
  );
