import { DELETE_TEST_SUITE } from '@tmt/contract';
import { deleteTestSuiteTask } from '@tmt/core';
import { rpcProcedure } from '../../trpc';

export const deleteTestSuite = rpcProcedure(DELETE_TEST_SUITE).mutation(({ ctx, input }) =>
  deleteTestSuiteTask.request(ctx.service, input).then(() => 'OK' as const),
);
