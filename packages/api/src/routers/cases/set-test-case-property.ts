import { SET_TEST_CASE_PROPERTY } from '@tmt/contract';
import { setTestCasePropertyTask } from '@tmt/core';
import { rpcProcedure } from '../../trpc';

export const setTestCaseProperty = rpcProcedure(SET_TEST_CASE_PROPERTY).mutation(({ ctx, input }) =>
  setTestCasePropertyTask.request(ctx.service, input),
);
