import { SET_TEST_EXECUTION_PROPERTY } from '@tmt/contract';
import { setTestExecutionPropertyTask } from '@tmt/core';
import { rpcProcedure } from '../../trpc';

export const setTestExecutionProperty = rpcProcedure(SET_TEST_EXECUTION_PROPERTY).mutation(({ ctx, input }) =>
  setTestExecutionPropertyTask.request(ctx.service, input),
);
