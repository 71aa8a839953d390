import { ListTestRunsParams } from '@tmt/contract';
import { listTestRuns as service } from '@tmt/core';
import { authedProcedure, withLocale } from '../../trpc';

export const listTestRuns = authedProcedure
  .meta({ rpc: { method: 'LIST_TEST_RUNS' } })
  .input(ListTestRunsParams)
  .query(({ ctx, input }) => service(withLocale(ctx.service, input.locale), input));
