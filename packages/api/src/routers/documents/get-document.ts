import { GET_DOCUMENT } from '@tmt/contract';
import { getDocument as get } from '@tmt/core';
import { rpcProcedure } from '../../trpc';

export const getDocument = rpcProcedure(GET_DOCUMENT).query(({ ctx, input }) => get(ctx.service, input.docRef));
