import { GET_DOCUMENT_HISTORY } from '@tmt/contract';
import { getDocumentHistory as history } from '@tmt/core';
import { rpcProcedure } from '../../trpc';

export const getDocumentHistory = rpcProcedure(GET_DOCUMENT_HISTORY).query(({ ctx, input }) =>
  history(ctx.service, input),
);
