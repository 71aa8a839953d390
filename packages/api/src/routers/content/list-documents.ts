import { ListDocumentsParams } from '@tmt/contract';
import { listDocuments as list } from '@tmt/core';
import { authedProcedure, withLocale } from '../../trpc';

export const listDocuments = authedProcedure
  .meta({ rpc: { method: 'LIST_DOCUMENTS' } })
  .input(ListDocumentsParams)
  .query(({ ctx, input }) => list(withLocale(ctx.service, input.locale), input.documentModelName, input));
