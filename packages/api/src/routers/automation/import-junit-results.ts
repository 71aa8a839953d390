import { IMPORT_JUNIT_RESULTS } from '@tmt/contract';
import { importJunitResultsTask } from '@tmt/core';
import { rpcProcedure } from '../../trpc';

export const importJunitResults = rpcProcedure(IMPORT_JUNIT_RESULTS).mutation(({ ctx, input }) =>
  importJunitResultsTask.request(ctx.service, input),
);
