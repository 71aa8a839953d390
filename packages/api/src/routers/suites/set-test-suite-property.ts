import { SET_TEST_SUITE_PROPERTY } from '@tmt/contract';
import { setTestSuitePropertyTask } from '@tmt/core';
import { rpcProcedure } from '../../trpc';

export const setTestSuiteProperty = rpcProcedure(SET_TEST_SUITE_PROPERTY).mutation(({ ctx, input }) =>
  setTestSuitePropertyTask.request(ctx.service, input),
);
