import { LoadProjectSettingParams } from '@tmt/contract';
import { loadProjectSetting as load } from '@tmt/core';
import { rpcProcedure } from '../../trpc';

export const loadProjectSetting = rpcProcedure('LOAD_PROJECT_SETTING')
  .input(LoadProjectSettingParams)
  .query(({ ctx, input }) => load(ctx.service, input));
