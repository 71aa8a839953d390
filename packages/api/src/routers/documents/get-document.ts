import { GetDocumentParams } from '@tmt/contract';
import { getDocument as get } from '@tmt/core';
import { authedProcedure, withLocale } from '../../trpc';

export const getDocument = authedProcedure
  .meta({ rpc: { method: 'GET_DOCUMENT' } })
  .input(GetDocumentParams)
  .query(({ ctx, input }) => get(withLocale(ctx.service, input.locale), input.docRef));
