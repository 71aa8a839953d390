import { GENERATE_REPORT } from '@tmt/contract';
import { generateReportTask } from '@tmt/core';
import { rpcProcedure } from '../../trpc';

export const generateReport = rpcProcedure(GENERATE_REPORT).mutation(({ ctx, input }) =>
  generateReportTask.request(ctx.service, input),
);
