import { DeleteTestSuiteParams } from '@tmt/contract';
import { requestSuiteDeletion } from '@tmt/core';
import { rpcProcedure } from '../../trpc';

export const deleteTestSuite = rpcProcedure('DELETE_TEST_SUITE')
  .input(DeleteTestSuiteParams)
  .mutation(({ ctx, input }) => requestSuiteDeletion(ctx.service, input.testSuiteDocRef));
