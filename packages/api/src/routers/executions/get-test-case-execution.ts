import { GET_TEST_CASE_EXECUTION } from '@tmt/contract';
import { getTestCaseExecution as service } from '@tmt/core';
import { rpcProcedure } from '../../trpc';

export const getTestCaseExecution = rpcProcedure(GET_TEST_CASE_EXECUTION).query(({ ctx, input }) =>
  service(ctx.service, input.testRunDocRef, input.docRef),
);
