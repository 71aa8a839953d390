import { SAVE_TEST_CASE_EXECUTION } from '@tmt/contract';
import { saveTestCaseExecution as service } from '@tmt/core';
import { rpcProcedure } from '../../trpc';

export const saveTestCaseExecution = rpcProcedure(SAVE_TEST_CASE_EXECUTION).mutation(({ ctx, input }) =>
  service(ctx.service, input.docRef, input.document, input.expectedModelVersion),
);
