import { CopyTestRunParams } from '@tmt/contract';
import { requestRunCopy } from '@tmt/core';
import { rpcProcedure } from '../../trpc';

export const copyTestRun = rpcProcedure('COPY_TEST_RUN')
  .input(CopyTestRunParams)
  .mutation(({ ctx, input }) => requestRunCopy(ctx.service, input.testRunDocRef, input.title));
