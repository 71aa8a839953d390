import { DeleteTestSuiteParams } from '@tmt/contract';
import { requestSuiteDeletion } from '@tmt/core';
import { authedProcedure, withLocale } from '../../trpc';

export const deleteTestSuite = authedProcedure
  .meta({ rpc: { method: 'DELETE_TEST_SUITE' } })
  .input(DeleteTestSuiteParams)
  .mutation(({ ctx, input }) => requestSuiteDeletion(withLocale(ctx.service, input.locale), input.testSuiteDocRef));
