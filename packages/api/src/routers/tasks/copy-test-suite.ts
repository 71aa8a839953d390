import { CopyTestSuiteParams } from '@tmt/contract';
import { requestSuiteCopy } from '@tmt/core';
import { rpcProcedure } from '../../trpc';

export const copyTestSuite = rpcProcedure('COPY_TEST_SUITE')
  .input(CopyTestSuiteParams)
  .mutation(({ ctx, input }) => requestSuiteCopy(ctx.service, input.testSuiteDocRef, input.title));
