import { AddDocumentParams } from '@tmt/contract';
import { addDocument as add } from '@tmt/core';
import { rpcProcedure } from '../../trpc';

export const addDocument = rpcProcedure('ADD_DOCUMENT')
  .input(AddDocumentParams)
  .mutation(({ ctx, input }) => add(ctx.service, input.documentModelName, input.document));
