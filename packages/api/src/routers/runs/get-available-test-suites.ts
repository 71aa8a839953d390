import { RunSuitesListParams } from '@tmt/contract';
import { getAvailableTestSuites as service } from '@tmt/core';
import { rpcProcedure } from '../../trpc';

export const getAvailableTestSuites = rpcProcedure('GET_AVAILABLE_TEST_SUITES')
  .input(RunSuitesListParams)
  .query(({ ctx, input }) => service(ctx.service, input.testRunDocRef, input));
