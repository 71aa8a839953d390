import { CopyItemsInTestSuiteParams } from '@tmt/contract';
import { requestTreeCopy } from '@tmt/core';
import { authedProcedure, withLocale } from '../../trpc';

export const copyItemsInTestSuite = authedProcedure
  .meta({ rpc: { method: 'COPY_ITEMS_IN_TEST_SUITE' } })
  .input(CopyItemsInTestSuiteParams)
  .mutation(({ ctx, input }) =>
    requestTreeCopy(
      withLocale(ctx.service, input.locale),
      'COPY_ITEMS_IN_TEST_SUITE',
      input.itemDocRefs,
      input.destinationDocRef,
    ),
  );
