import { CreateProjectVersionParams } from '@tmt/contract';
import { requestProjectVersion } from '@tmt/core';
import { authedProcedure, withLocale } from '../../trpc';

export const createProjectVersion = authedProcedure
  .meta({ rpc: { method: 'CREATE_PROJECT_VERSION' } })
  .input(CreateProjectVersionParams)
  .mutation(({ ctx, input }) =>
    requestProjectVersion(withLocale(ctx.service, input.locale), input.document.Root.General),
  );
