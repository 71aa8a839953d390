import { CopyItemsInTestSuiteParams } from '@tmt/contract';
import { copyItemsInTestSuiteTask } from '@tmt/core';
import { rpcProcedure } from '../../trpc';

export const copyItemsInTestSuite = rpcProcedure('COPY_ITEMS_IN_TEST_SUITE')
  .input(CopyItemsInTestSuiteParams)
  .mutation(({ ctx, input }) => copyItemsInTestSuiteTask.request(ctx.service, input));
