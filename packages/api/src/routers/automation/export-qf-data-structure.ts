import { EXPORT_QF_DATA_STRUCTURE } from '@tmt/contract';
import { exportQfDataStructureTask } from '@tmt/core';
import { rpcProcedure } from '../../trpc';

export const exportQfDataStructure = rpcProcedure(EXPORT_QF_DATA_STRUCTURE).mutation(({ ctx, input }) =>
  exportQfDataStructureTask.request(ctx.service, input),
);
