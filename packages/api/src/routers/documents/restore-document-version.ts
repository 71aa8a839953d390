import { RESTORE_DOCUMENT_VERSION } from '@tmt/contract';
import { restoreDocumentVersion as restore } from '@tmt/core';
import { rpcProcedure } from '../../trpc';

export const restoreDocumentVersion = rpcProcedure(RESTORE_DOCUMENT_VERSION).mutation(({ ctx, input }) =>
  restore(ctx.service, input),
);
