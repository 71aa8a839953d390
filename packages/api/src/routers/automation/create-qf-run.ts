import { CREATE_QF_RUN } from '@tmt/contract';
import { createQfRun as createQfRunService } from '@tmt/core';
import { rpcProcedure } from '../../trpc';

export const createQfRun = rpcProcedure(CREATE_QF_RUN).mutation(({ ctx, input }) =>
  createQfRunService(ctx.service, input),
);
