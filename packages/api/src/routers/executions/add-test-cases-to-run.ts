import { RunCasesParams } from '@tmt/contract';
import { addTestCasesToRun as service } from '@tmt/core';
import { authedProcedure, withLocale } from '../../trpc';

export const addTestCasesToRun = authedProcedure
  .meta({ rpc: { method: 'ADD_TEST_CASES_TO_RUN' } })
  .input(RunCasesParams)
  .mutation(({ ctx, input }) =>
    service(withLocale(ctx.service, input.locale), input.testRunDocRef, input.testCasesDocRefs),
  );
