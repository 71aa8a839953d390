import { CLOSE_PROJECT_VERSION } from '@tmt/contract';
import { closeProjectVersionTask } from '@tmt/core';
import { rpcProcedure } from '../../trpc';

export const closeProjectVersion = rpcProcedure(CLOSE_PROJECT_VERSION).mutation(({ ctx, input }) =>
  closeProjectVersionTask.request(ctx.service, input),
);
