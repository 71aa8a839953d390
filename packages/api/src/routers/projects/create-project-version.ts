import { CREATE_PROJECT_VERSION } from '@tmt/contract';
import { createProjectVersionTask } from '@tmt/core';
import { rpcProcedure } from '../../trpc';

export const createProjectVersion = rpcProcedure(CREATE_PROJECT_VERSION).mutation(({ ctx, input }) =>
  createProjectVersionTask.request(ctx.service, input),
);
