import { ADD_TEST_CASES_TO_RUN } from '@tmt/contract';
import { addTestCasesToRun as service } from '@tmt/core';
import { rpcProcedure } from '../../trpc';

export const addTestCasesToRun = rpcProcedure(ADD_TEST_CASES_TO_RUN).mutation(({ ctx, input }) =>
  service(ctx.service, input.testRunDocRef, input.testCasesDocRefs),
);
