import { RunCasesParams } from '@tmt/contract';
import { deleteTestCasesFromRun as service } from '@tmt/core';
import { authedProcedure, withLocale } from '../../trpc';

export const deleteTestCasesFromRun = authedProcedure
  .meta({ rpc: { method: 'DELETE_TEST_CASES_FROM_RUN' } })
  .input(RunCasesParams)
  .mutation(({ ctx, input }) =>
    service(withLocale(ctx.service, input.locale), input.testRunDocRef, input.testCasesDocRefs),
  );
