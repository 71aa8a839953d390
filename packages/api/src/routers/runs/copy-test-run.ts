import { COPY_TEST_RUN } from '@tmt/contract';
import { copyTestRunTask } from '@tmt/core';
import { rpcProcedure } from '../../trpc';

export const copyTestRun = rpcProcedure(COPY_TEST_RUN).mutation(({ ctx, input }) =>
  copyTestRunTask.request(ctx.service, input),
);
