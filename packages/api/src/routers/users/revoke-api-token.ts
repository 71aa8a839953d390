import { REVOKE_API_TOKEN } from '@tmt/contract';
import { revokeApiToken as revoke } from '@tmt/core';
import { rpcProcedure } from '../../trpc';

export const revokeApiToken = rpcProcedure(REVOKE_API_TOKEN).mutation(({ ctx, input }) =>
  revoke(ctx.service, input.id),
);
