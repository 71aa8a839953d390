import { ListTestRunsParams } from '@tmt/contract';
import { listTestRuns as service } from '@tmt/core';
import { rpcProcedure } from '../../trpc';

export const listTestRuns = rpcProcedure('LIST_TEST_RUNS')
  .input(ListTestRunsParams)
  .query(({ ctx, input }) => service(ctx.service, input));
