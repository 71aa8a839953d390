import { GET_AVAILABLE_TEST_SUITES } from '@tmt/contract';
import { getAvailableTestSuites as service } from '@tmt/core';
import { rpcProcedure } from '../../trpc';

export const getAvailableTestSuites = rpcProcedure(GET_AVAILABLE_TEST_SUITES).query(({ ctx, input }) =>
  service(ctx.service, input.testRunDocRef, input),
);
