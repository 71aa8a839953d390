import { SetTestSuitePropertyParams } from '@tmt/contract';
import { setTestSuitePropertyTask } from '@tmt/core';
import { authedProcedure, withLocale } from '../../trpc';

export const setTestSuiteProperty = authedProcedure
  .meta({ rpc: { method: 'SET_TEST_SUITE_PROPERTY' } })
  .input(SetTestSuitePropertyParams)
  .mutation(({ ctx, input }) => setTestSuitePropertyTask.request(withLocale(ctx.service, input.locale), input));
