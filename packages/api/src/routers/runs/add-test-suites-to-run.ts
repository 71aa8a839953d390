import { ADD_TEST_SUITES_TO_RUN } from '@tmt/contract';
import { addTestSuitesToRun as service } from '@tmt/core';
import { rpcProcedure } from '../../trpc';

export const addTestSuitesToRun = rpcProcedure(ADD_TEST_SUITES_TO_RUN).mutation(({ ctx, input }) =>
  service(ctx.service, input.testRunDocRef, input.testSuiteDocRefs),
);
