import { ListTestSuitesParams } from '@tmt/contract';
import { listSuites } from '@tmt/core';
import { rpcProcedure } from '../../trpc';

export const listTestSuites = rpcProcedure('LIST_TEST_SUITES')
  .input(ListTestSuitesParams)
  .query(({ ctx, input }) => listSuites(ctx.service, input.projectSpec, input));
