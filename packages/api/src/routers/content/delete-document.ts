import { DeleteDocumentParams } from '@tmt/contract';
import { deleteCase } from '@tmt/core';
import { rpcProcedure } from '../../trpc';

export const deleteDocument = rpcProcedure('DELETE_DOCUMENT')
  .input(DeleteDocumentParams)
  .mutation(({ ctx, input }) => deleteCase(ctx.service, input.docRef));
