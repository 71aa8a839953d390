import { LIST_DOCUMENTS } from '@tmt/contract';
import { listDocuments as list } from '@tmt/core';
import { rpcProcedure } from '../../trpc';

export const listDocuments = rpcProcedure(LIST_DOCUMENTS).query(({ ctx, input }) =>
  list(ctx.service, input.documentModelName, input),
);
