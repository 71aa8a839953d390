import { LOAD_PROJECTS_BY_TENANT } from '@tmt/contract';
import { loadProjectsByTenant as load } from '@tmt/core';
import { rpcProcedure } from '../../trpc';

export const loadProjectsByTenant = rpcProcedure(LOAD_PROJECTS_BY_TENANT).query(({ ctx }) => load(ctx.service));
