import { GET_TENANT_SETTINGS, MODIFY_TENANT_SETTINGS } from '@tmt/contract';
import { getTenantSettings as get, modifyTenantSettings as modify } from '@tmt/core';
import { router, rpcProcedure } from '../../trpc';

const getTenantSettings = rpcProcedure(GET_TENANT_SETTINGS).query(({ ctx }) => get(ctx.service));
const modifyTenantSettings = rpcProcedure(MODIFY_TENANT_SETTINGS).mutation(({ ctx, input }) =>
  modify(ctx.service, input),
);

export const tenantRouter = router({ getTenantSettings, modifyTenantSettings });
