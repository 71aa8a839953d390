import { TestRunRefParams } from '@tmt/contract';
import { deleteTestRun as service } from '@tmt/core';
import { authedProcedure, withLocale } from '../../trpc';

export const deleteTestRun = authedProcedure
  .meta({ rpc: { method: 'DELETE_TEST_RUN' } })
  .input(TestRunRefParams)
  .mutation(({ ctx, input }) => service(withLocale(ctx.service, input.locale), input.testRunDocRef));
