import { CopyItemsInTestSuiteParams } from '@tmt/contract';
import { requestTreeCopy } from '@tmt/core';
import { rpcProcedure } from '../../trpc';

export const copyItemsInTestSuite = rpcProcedure('COPY_ITEMS_IN_TEST_SUITE')
  .input(CopyItemsInTestSuiteParams)
  .mutation(({ ctx, input }) =>
    requestTreeCopy(ctx.service, 'COPY_ITEMS_IN_TEST_SUITE', input.itemDocRefs, input.destinationDocRef),
  );
