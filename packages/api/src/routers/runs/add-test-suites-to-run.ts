import { RunSuitesParams } from '@tmt/contract';
import { addTestSuitesToRun as service } from '@tmt/core';
import { authedProcedure, withLocale } from '../../trpc';

export const addTestSuitesToRun = authedProcedure
  .meta({ rpc: { method: 'ADD_TEST_SUITES_TO_RUN' } })
  .input(RunSuitesParams)
  .mutation(({ ctx, input }) =>
    service(withLocale(ctx.service, input.locale), input.testRunDocRef, input.testSuiteDocRefs),
  );
