import { LoadProjectSettingParams } from '@tmt/contract';
import { loadProjectSetting as load } from '@tmt/core';
import { authedProcedure, withLocale } from '../../trpc';

export const loadProjectSetting = authedProcedure
  .meta({ rpc: { method: 'LOAD_PROJECT_SETTING' } })
  .input(LoadProjectSettingParams)
  .query(({ ctx, input }) => load(withLocale(ctx.service, input.locale), input));
