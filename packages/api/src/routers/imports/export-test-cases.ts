import { EXPORT_TEST_CASES } from '@tmt/contract';
import { exportTestCasesTask } from '@tmt/core';
import { rpcProcedure } from '../../trpc';

export const exportTestCases = rpcProcedure(EXPORT_TEST_CASES).mutation(({ ctx, input }) =>
  exportTestCasesTask.request(ctx.service, input),
);
