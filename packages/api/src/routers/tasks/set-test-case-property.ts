import { SetTestCasePropertyParams } from '@tmt/contract';
import { requestCaseProperty } from '@tmt/core';
import { authedProcedure, withLocale } from '../../trpc';

export const setTestCaseProperty = authedProcedure
  .meta({ rpc: { method: 'SET_TEST_CASE_PROPERTY' } })
  .input(SetTestCasePropertyParams)
  .mutation(({ ctx, input }) => requestCaseProperty(withLocale(ctx.service, input.locale), input));
