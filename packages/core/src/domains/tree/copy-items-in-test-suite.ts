import { type CopyItemsInTestSuiteParams, taskParams } from '@tmt/contract';
import type { z } from 'zod';
import { defineTask } from '../../kernel/tasks/define-task';
import { copyTreeItems, requestTreeCopy } from './tree-tasks';

/** COPY_ITEMS_IN_TEST_SUITE: cases and folders (with their subtrees) copied into a suite or folder of their version. */
export const copyItemsInTestSuiteTask = defineTask({
  type: 'COPY_ITEMS_IN_TEST_SUITE',
  params: taskParams.COPY_ITEMS_IN_TEST_SUITE,
  request: (ctx, input: z.output<typeof CopyItemsInTestSuiteParams>) =>
    requestTreeCopy(ctx, input.itemDocRefs, input.destinationDocRef),
  handle: copyTreeItems,
});
