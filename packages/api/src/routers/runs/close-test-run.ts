import { TestRunRefParams } from '@tmt/contract';
import { requestRunClose } from '@tmt/core';
import { rpcProcedure } from '../../trpc';

export const closeTestRun = rpcProcedure('CLOSE_TEST_RUN')
  .input(TestRunRefParams)
  .mutation(({ ctx, input }) => requestRunClose(ctx.service, input.testRunDocRef));
