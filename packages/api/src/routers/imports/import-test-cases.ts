import { IMPORT_TEST_CASES } from '@tmt/contract';
import { importTestCasesTask } from '@tmt/core';
import { rpcProcedure } from '../../trpc';

export const importTestCases = rpcProcedure(IMPORT_TEST_CASES).mutation(({ ctx, input }) =>
  importTestCasesTask.request(ctx.service, input),
);
