import { RunSuitesListParams } from '@tmt/contract';
import { getTestSuitesInRun as service } from '@tmt/core';
import { authedProcedure, withLocale } from '../../trpc';

export const getTestSuitesInRun = authedProcedure
  .meta({ rpc: { method: 'GET_TEST_SUITES_IN_RUN' } })
  .input(RunSuitesListParams)
  .query(({ ctx, input }) => service(withLocale(ctx.service, input.locale), input.testRunDocRef, input));
