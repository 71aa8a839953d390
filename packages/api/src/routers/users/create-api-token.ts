import { CREATE_API_TOKEN } from '@tmt/contract';
import { createApiToken as create } from '@tmt/core';
import { rpcProcedure } from '../../trpc';

export const createApiToken = rpcProcedure(CREATE_API_TOKEN).mutation(({ ctx, input }) => create(ctx.service, input));
