import { GET_TEST_RUN_STATISTICS } from '@tmt/contract';
import { getTestRunStatistics as service } from '@tmt/core';
import { rpcProcedure } from '../../trpc';

export const getTestRunStatistics = rpcProcedure(GET_TEST_RUN_STATISTICS).query(({ ctx, input }) =>
  service(ctx.service, input),
);
