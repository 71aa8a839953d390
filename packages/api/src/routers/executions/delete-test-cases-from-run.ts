import { DELETE_TEST_CASES_FROM_RUN } from '@tmt/contract';
import { deleteTestCasesFromRun as service } from '@tmt/core';
import { rpcProcedure } from '../../trpc';

export const deleteTestCasesFromRun = rpcProcedure(DELETE_TEST_CASES_FROM_RUN).mutation(({ ctx, input }) =>
  service(ctx.service, input.testRunDocRef, input.testCasesDocRefs),
);
