import { GET_VERSION_RUN_TRENDS } from '@tmt/contract';
import { getVersionRunTrends as service } from '@tmt/core';
import { rpcProcedure } from '../../trpc';

export const getVersionRunTrends = rpcProcedure(GET_VERSION_RUN_TRENDS).query(({ ctx, input }) =>
  service(ctx.service, input),
);
