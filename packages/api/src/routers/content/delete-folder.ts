import { DeleteFolderParams, parseDocRef } from '@tmt/contract';
import { deleteFolder as remove } from '@tmt/core';
import { authedProcedure, withLocale } from '../../trpc';

export const deleteFolder = authedProcedure
  .meta({ rpc: { method: 'DELETE_FOLDER' } })
  .input(DeleteFolderParams)
  .mutation(({ ctx, input }) =>
    remove(withLocale(ctx.service, input.locale), parseDocRef(input.docRef).id, input.docRef),
  );
