import { SetTestSuitePropertyParams } from '@tmt/contract';
import { setTestSuitePropertyTask } from '@tmt/core';
import { rpcProcedure } from '../../trpc';

export const setTestSuiteProperty = rpcProcedure('SET_TEST_SUITE_PROPERTY')
  .input(SetTestSuitePropertyParams)
  .mutation(({ ctx, input }) => setTestSuitePropertyTask.request(ctx.service, input));
