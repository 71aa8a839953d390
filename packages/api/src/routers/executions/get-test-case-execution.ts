import { GetTestCaseExecutionParams } from '@tmt/contract';
import { getTestCaseExecution as service } from '@tmt/core';
import { authedProcedure, withLocale } from '../../trpc';

export const getTestCaseExecution = authedProcedure
  .meta({ rpc: { method: 'GET_TEST_CASE_EXECUTION' } })
  .input(GetTestCaseExecutionParams)
  .query(({ ctx, input }) => service(withLocale(ctx.service, input.locale), input.testRunDocRef, input.docRef));
