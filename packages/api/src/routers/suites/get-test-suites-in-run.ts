import { GET_TEST_SUITES_IN_RUN } from '@tmt/contract';
import { getTestSuitesInRun as service } from '@tmt/core';
import { rpcProcedure } from '../../trpc';

export const getTestSuitesInRun = rpcProcedure(GET_TEST_SUITES_IN_RUN).query(({ ctx, input }) =>
  service(ctx.service, input.testRunDocRef, input),
);
