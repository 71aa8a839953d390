import { LoadProjectsByTenantParams } from '@tmt/contract';
import { loadProjectsByTenant as load } from '@tmt/core';
import { rpcProcedure } from '../../trpc';

export const loadProjectsByTenant = rpcProcedure('LOAD_PROJECTS_BY_TENANT')
  .input(LoadProjectsByTenantParams)
  .query(({ ctx }) => load(ctx.service));
