import { CHECK_TEST_RUN_EMPTY } from '@tmt/contract';
import { checkTestRunEmpty as service } from '@tmt/core';
import { rpcProcedure } from '../../trpc';

export const checkTestRunEmpty = rpcProcedure(CHECK_TEST_RUN_EMPTY).query(({ ctx, input }) =>
  service(ctx.service, input.testRunDocRef),
);
