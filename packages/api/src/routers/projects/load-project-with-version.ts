import { LOAD_PROJECT_WITH_VERSION } from '@tmt/contract';
import { loadProjectWithVersion as load } from '@tmt/core';
import { rpcProcedure } from '../../trpc';

export const loadProjectWithVersion = rpcProcedure(LOAD_PROJECT_WITH_VERSION).query(({ ctx, input }) =>
  load(ctx.service, input),
);
