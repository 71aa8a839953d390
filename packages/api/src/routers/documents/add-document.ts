import { ADD_DOCUMENT } from '@tmt/contract';
import { addDocument as add } from '@tmt/core';
import { rpcProcedure } from '../../trpc';

export const addDocument = rpcProcedure(ADD_DOCUMENT).mutation(({ ctx, input }) =>
  add(ctx.service, input.documentModelName, input.document),
);
