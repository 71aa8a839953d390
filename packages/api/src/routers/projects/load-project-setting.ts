import { LOAD_PROJECT_SETTING } from '@tmt/contract';
import { loadProjectSetting as load } from '@tmt/core';
import { rpcProcedure } from '../../trpc';

export const loadProjectSetting = rpcProcedure(LOAD_PROJECT_SETTING).query(({ ctx, input }) =>
  load(ctx.service, input),
);
