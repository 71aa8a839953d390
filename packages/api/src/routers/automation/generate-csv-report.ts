import { GENERATE_CSV_REPORT } from '@tmt/contract';
import { generateCsvReportTask } from '@tmt/core';
import { rpcProcedure } from '../../trpc';

export const generateCsvReport = rpcProcedure(GENERATE_CSV_REPORT).mutation(({ ctx, input }) =>
  generateCsvReportTask.request(ctx.service, input),
);
