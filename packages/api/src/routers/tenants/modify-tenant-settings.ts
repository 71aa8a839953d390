import { MODIFY_TENANT_SETTINGS } from '@tmt/contract';
import { modifyTenantSettings as modify } from '@tmt/core';
import { rpcProcedure } from '../../trpc';

export const modifyTenantSettings = rpcProcedure(MODIFY_TENANT_SETTINGS).mutation(({ ctx, input }) =>
  modify(ctx.service, input),
);
