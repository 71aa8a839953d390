import { CreateProjectVersionParams } from '@tmt/contract';
import { createProjectVersionTask } from '@tmt/core';
import { authedProcedure, withLocale } from '../../trpc';

export const createProjectVersion = authedProcedure
  .meta({ rpc: { method: 'CREATE_PROJECT_VERSION' } })
  .input(CreateProjectVersionParams)
  .mutation(({ ctx, input }) => createProjectVersionTask.request(withLocale(ctx.service, input.locale), input));
