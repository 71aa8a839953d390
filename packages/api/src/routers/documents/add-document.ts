import { AddDocumentParams } from '@tmt/contract';
import { addDocument as add } from '@tmt/core';
import { authedProcedure, withLocale } from '../../trpc';

export const addDocument = authedProcedure
  .meta({ rpc: { method: 'ADD_DOCUMENT' } })
  .input(AddDocumentParams)
  .mutation(({ ctx, input }) => add(withLocale(ctx.service, input.locale), input.documentModelName, input.document));
