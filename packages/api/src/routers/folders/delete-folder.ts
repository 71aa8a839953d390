import { DELETE_FOLDER, parseDocRef } from '@tmt/contract';
import { deleteFolder as remove } from '@tmt/core';
import { rpcProcedure } from '../../trpc';

export const deleteFolder = rpcProcedure(DELETE_FOLDER).mutation(({ ctx, input }) =>
  remove(ctx.service, parseDocRef(input.docRef).id, input.docRef),
);
