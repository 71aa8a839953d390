import { LIST_PINNED_DOCUMENTS } from '@tmt/contract';
import { listPinnedDocuments as service } from '@tmt/core';
import { rpcProcedure } from '../../trpc';

export const listPinnedDocuments = rpcProcedure(LIST_PINNED_DOCUMENTS).query(({ ctx, input }) =>
  service(ctx.service, input),
);
