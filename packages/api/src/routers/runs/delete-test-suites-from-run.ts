import { DELETE_TEST_SUITES_FROM_RUN } from '@tmt/contract';
import { deleteTestSuitesFromRun as service } from '@tmt/core';
import { rpcProcedure } from '../../trpc';

export const deleteTestSuitesFromRun = rpcProcedure(DELETE_TEST_SUITES_FROM_RUN).mutation(({ ctx, input }) =>
  service(ctx.service, input.testRunDocRef, input.testSuiteDocRefs),
);
