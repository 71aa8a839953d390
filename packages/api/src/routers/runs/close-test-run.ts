import { CLOSE_TEST_RUN } from '@tmt/contract';
import { closeTestRunTask } from '@tmt/core';
import { rpcProcedure } from '../../trpc';

export const closeTestRun = rpcProcedure(CLOSE_TEST_RUN).mutation(({ ctx, input }) =>
  closeTestRunTask.request(ctx.service, input),
);
