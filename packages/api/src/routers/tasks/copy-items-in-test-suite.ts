import { CopyItemsInTestSuiteParams } from '@tmt/contract';
import { copyItemsInTestSuiteTask } from '@tmt/core';
import { authedProcedure, withLocale } from '../../trpc';

export const copyItemsInTestSuite = authedProcedure
  .meta({ rpc: { method: 'COPY_ITEMS_IN_TEST_SUITE' } })
  .input(CopyItemsInTestSuiteParams)
  .mutation(({ ctx, input }) => copyItemsInTestSuiteTask.request(withLocale(ctx.service, input.locale), input));
