import { GET_TENANT_SETTINGS } from '@tmt/contract';
import { getTenantSettings as get } from '@tmt/core';
import { rpcProcedure } from '../../trpc';

export const getTenantSettings = rpcProcedure(GET_TENANT_SETTINGS).query(({ ctx }) => get(ctx.service));
