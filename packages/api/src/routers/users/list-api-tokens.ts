import { LIST_API_TOKENS } from '@tmt/contract';
import { listApiTokens as list } from '@tmt/core';
import { rpcProcedure } from '../../trpc';

export const listApiTokens = rpcProcedure(LIST_API_TOKENS).query(({ ctx, input }) => list(ctx.service, input));
