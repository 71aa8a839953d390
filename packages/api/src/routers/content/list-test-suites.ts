import { ListTestSuitesParams } from '@tmt/contract';
import { listSuites } from '@tmt/core';
import { authedProcedure, withLocale } from '../../trpc';

export const listTestSuites = authedProcedure
  .meta({ rpc: { method: 'LIST_TEST_SUITES' } })
  .input(ListTestSuitesParams)
  .query(({ ctx, input }) => listSuites(withLocale(ctx.service, input.locale), input.projectSpec, input));
