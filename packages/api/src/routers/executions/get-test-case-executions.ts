import { GetTestCaseExecutionsParams } from '@tmt/contract';
import { getTestCaseExecutions as service } from '@tmt/core';
import { authedProcedure, withLocale } from '../../trpc';

export const getTestCaseExecutions = authedProcedure
  .meta({ rpc: { method: 'GET_TEST_CASE_EXECUTIONS' } })
  .input(GetTestCaseExecutionsParams)
  .query(({ ctx, input }) => service(withLocale(ctx.service, input.locale), input));
