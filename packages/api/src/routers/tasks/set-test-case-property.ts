import { SetTestCasePropertyParams } from '@tmt/contract';
import { requestCaseProperty } from '@tmt/core';
import { rpcProcedure } from '../../trpc';

export const setTestCaseProperty = rpcProcedure('SET_TEST_CASE_PROPERTY')
  .input(SetTestCasePropertyParams)
  .mutation(({ ctx, input }) => requestCaseProperty(ctx.service, input));
