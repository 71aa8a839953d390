import { CreateProjectVersionParams } from '@tmt/contract';
import { requestProjectVersion } from '@tmt/core';
import { rpcProcedure } from '../../trpc';

export const createProjectVersion = rpcProcedure('CREATE_PROJECT_VERSION')
  .input(CreateProjectVersionParams)
  .mutation(({ ctx, input }) => requestProjectVersion(ctx.service, input.document.Root.General));
