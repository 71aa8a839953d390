import { TestRunRefParams } from '@tmt/contract';
import { checkTestRunEmpty as service } from '@tmt/core';
import { rpcProcedure } from '../../trpc';

export const checkTestRunEmpty = rpcProcedure('CHECK_TEST_RUN_EMPTY')
  .input(TestRunRefParams)
  .query(({ ctx, input }) => service(ctx.service, input.testRunDocRef));
