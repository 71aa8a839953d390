import { LoadProjectWithVersionParams } from '@tmt/contract';
import { loadProjectWithVersion as load } from '@tmt/core';
import { rpcProcedure } from '../../trpc';

export const loadProjectWithVersion = rpcProcedure('LOAD_PROJECT_WITH_VERSION')
  .input(LoadProjectWithVersionParams)
  .query(({ ctx, input }) => load(ctx.service, input));
