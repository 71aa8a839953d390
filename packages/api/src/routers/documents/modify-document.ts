import { MODIFY_DOCUMENT } from '@tmt/contract';
import { modifyDocument as modify } from '@tmt/core';
import { rpcProcedure } from '../../trpc';

export const modifyDocument = rpcProcedure(MODIFY_DOCUMENT).mutation(({ ctx, input }) =>
  modify(ctx.service, input.docRef, input.document, input.expectedModelVersion),
);
