import { RunSuitesListParams } from '@tmt/contract';
import { getAvailableTestSuites as service } from '@tmt/core';
import { authedProcedure, withLocale } from '../../trpc';

export const getAvailableTestSuites = authedProcedure
  .meta({ rpc: { method: 'GET_AVAILABLE_TEST_SUITES' } })
  .input(RunSuitesListParams)
  .query(({ ctx, input }) => service(withLocale(ctx.service, input.locale), input.testRunDocRef, input));
