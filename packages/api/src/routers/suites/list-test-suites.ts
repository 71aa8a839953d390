import { LIST_TEST_SUITES } from '@tmt/contract';
import { listSuites } from '@tmt/core';
import { rpcProcedure } from '../../trpc';

export const listTestSuites = rpcProcedure(LIST_TEST_SUITES).query(({ ctx, input }) =>
  listSuites(ctx.service, input.projectSpec, input),
);
