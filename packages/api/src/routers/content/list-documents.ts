import { ListDocumentsParams } from '@tmt/contract';
import { listDocuments as list } from '@tmt/core';
import { rpcProcedure } from '../../trpc';

export const listDocuments = rpcProcedure('LIST_DOCUMENTS')
  .input(ListDocumentsParams)
  .query(({ ctx, input }) => list(ctx.service, input.documentModelName, input));
