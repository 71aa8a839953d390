import { EXPORT_QF_DATA_DETAIL } from '@tmt/contract';
import { exportQfDataDetailTask } from '@tmt/core';
import { rpcProcedure } from '../../trpc';

export const exportQfDataDetail = rpcProcedure(EXPORT_QF_DATA_DETAIL).mutation(({ ctx, input }) =>
  exportQfDataDetailTask.request(ctx.service, input),
);
