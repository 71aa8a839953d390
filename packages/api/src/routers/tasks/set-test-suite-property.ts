import { SetTestSuitePropertyParams } from '@tmt/contract';
import { requestSuiteProperty } from '@tmt/core';
import { rpcProcedure } from '../../trpc';

export const setTestSuiteProperty = rpcProcedure('SET_TEST_SUITE_PROPERTY')
  .input(SetTestSuitePropertyParams)
  .mutation(({ ctx, input }) => requestSuiteProperty(ctx.service, input));
