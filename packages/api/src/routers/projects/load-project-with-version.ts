import { LoadProjectWithVersionParams } from '@tmt/contract';
import { loadProjectWithVersion as load } from '@tmt/core';
import { authedProcedure, withLocale } from '../../trpc';

export const loadProjectWithVersion = authedProcedure
  .meta({ rpc: { method: 'LOAD_PROJECT_WITH_VERSION' } })
  .input(LoadProjectWithVersionParams)
  .query(({ ctx, input }) => load(withLocale(ctx.service, input.locale), input));
