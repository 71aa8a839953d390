import { LIST_TEST_RUNS } from '@tmt/contract';
import { listTestRuns as service } from '@tmt/core';
import { rpcProcedure } from '../../trpc';

export const listTestRuns = rpcProcedure(LIST_TEST_RUNS).query(({ ctx, input }) => service(ctx.service, input));
