import { SetTestCasePropertyParams } from '@tmt/contract';
import { setTestCasePropertyTask } from '@tmt/core';
import { authedProcedure, withLocale } from '../../trpc';

export const setTestCaseProperty = authedProcedure
  .meta({ rpc: { method: 'SET_TEST_CASE_PROPERTY' } })
  .input(SetTestCasePropertyParams)
  .mutation(({ ctx, input }) => setTestCasePropertyTask.request(withLocale(ctx.service, input.locale), input));
