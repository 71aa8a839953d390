import { ModifyDocumentParams } from '@tmt/contract';
import { modifyDocument as modify } from '@tmt/core';
import { authedProcedure, withLocale } from '../../trpc';

export const modifyDocument = authedProcedure
  .meta({ rpc: { method: 'MODIFY_DOCUMENT' } })
  .input(ModifyDocumentParams)
  .mutation(({ ctx, input }) => modify(withLocale(ctx.service, input.locale), input.docRef, input.document));
