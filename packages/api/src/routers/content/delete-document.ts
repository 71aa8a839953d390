import { DELETE_DOCUMENT } from '@tmt/contract';
import { deleteCase } from '@tmt/core';
import { rpcProcedure } from '../../trpc';

export const deleteDocument = rpcProcedure(DELETE_DOCUMENT).mutation(({ ctx, input }) =>
  deleteCase(ctx.service, input.docRef),
);
