import { CopyTestSuiteParams } from '@tmt/contract';
import { requestSuiteCopy } from '@tmt/core';
import { authedProcedure, withLocale } from '../../trpc';

export const copyTestSuite = authedProcedure
  .meta({ rpc: { method: 'COPY_TEST_SUITE' } })
  .input(CopyTestSuiteParams)
  .mutation(({ ctx, input }) =>
    requestSuiteCopy(withLocale(ctx.service, input.locale), input.testSuiteDocRef, input.title),
  );
