import { RunSuitesParams } from '@tmt/contract';
import { deleteTestSuitesFromRun as service } from '@tmt/core';
import { authedProcedure, withLocale } from '../../trpc';

export const deleteTestSuitesFromRun = authedProcedure
  .meta({ rpc: { method: 'DELETE_TEST_SUITES_FROM_RUN' } })
  .input(RunSuitesParams)
  .mutation(({ ctx, input }) =>
    service(withLocale(ctx.service, input.locale), input.testRunDocRef, input.testSuiteDocRefs),
  );
