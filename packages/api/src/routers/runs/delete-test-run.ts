import { DELETE_TEST_RUN } from '@tmt/contract';
import { deleteTestRun as service } from '@tmt/core';
import { rpcProcedure } from '../../trpc';

export const deleteTestRun = rpcProcedure(DELETE_TEST_RUN).mutation(({ ctx, input }) =>
  service(ctx.service, input.testRunDocRef),
);
