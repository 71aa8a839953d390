import { DELETE_DOCUMENT } from '@tmt/contract';
import { deleteDocument as remove } from '@tmt/core';
import { rpcProcedure } from '../../trpc';

export const deleteDocument = rpcProcedure(DELETE_DOCUMENT).mutation(({ ctx, input }) =>
  remove(ctx.service, input.docRef),
);
