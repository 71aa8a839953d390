import { TestRunRefParams } from '@tmt/contract';
import { requestRunClose } from '@tmt/core';
import { authedProcedure, withLocale } from '../../trpc';

export const closeTestRun = authedProcedure
  .meta({ rpc: { method: 'CLOSE_TEST_RUN' } })
  .input(TestRunRefParams)
  .mutation(({ ctx, input }) => requestRunClose(withLocale(ctx.service, input.locale), input.testRunDocRef));
