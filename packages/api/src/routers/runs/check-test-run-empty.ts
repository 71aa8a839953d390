import { TestRunRefParams } from '@tmt/contract';
import { checkTestRunEmpty as service } from '@tmt/core';
import { authedProcedure, withLocale } from '../../trpc';

export const checkTestRunEmpty = authedProcedure
  .meta({ rpc: { method: 'CHECK_TEST_RUN_EMPTY' } })
  .input(TestRunRefParams)
  .query(({ ctx, input }) => service(withLocale(ctx.service, input.locale), input.testRunDocRef));
