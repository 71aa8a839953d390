import { DeleteDocumentParams } from '@tmt/contract';
import { deleteCase } from '@tmt/core';
import { authedProcedure, withLocale } from '../../trpc';

export const deleteDocument = authedProcedure
  .meta({ rpc: { method: 'DELETE_DOCUMENT' } })
  .input(DeleteDocumentParams)
  .mutation(({ ctx, input }) => deleteCase(withLocale(ctx.service, input.locale), input.docRef));
