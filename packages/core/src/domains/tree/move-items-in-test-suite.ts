import { type MoveItemsInTestSuiteParams, taskParams } from '@tmt/contract';
import type { z } from 'zod';
import { defineTask } from '../../kernel/tasks/define-task';
import { moveTreeItems, requestTreeMove } from './tree-tasks';

/** MOVE_ITEMS_IN_TEST_SUITE: cases and folders moved to the TOP or BOTTOM of a suite or folder of their version. */
export const moveItemsInTestSuiteTask = defineTask({
  type: 'MOVE_ITEMS_IN_TEST_SUITE',
  params: taskParams.MOVE_ITEMS_IN_TEST_SUITE,
  request: (ctx, input: z.output<typeof MoveItemsInTestSuiteParams>) =>
    requestTreeMove(ctx, input.itemDocRefs, input.destinationDocRef, input.position),
  handle: moveTreeItems,
});
