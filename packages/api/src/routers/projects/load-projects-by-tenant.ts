import { LoadProjectsByTenantParams } from '@tmt/contract';
import { loadProjectsByTenant as load } from '@tmt/core';
import { authedProcedure, withLocale } from '../../trpc';

export const loadProjectsByTenant = authedProcedure
  .meta({ rpc: { method: 'LOAD_PROJECTS_BY_TENANT' } })
  .input(LoadProjectsByTenantParams)
  .query(({ ctx, input }) => load(withLocale(ctx.service, input.locale)));
