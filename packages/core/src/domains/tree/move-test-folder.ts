import { type MoveTestFolderParams, taskParams } from '@tmt/contract';
import type { z } from 'zod';
import { defineTask } from '../../kernel/tasks/define-task';
import { moveTreeItems, requestTreeMove } from './tree-tasks';

/** MOVE_TEST_FOLDER: a folder with its subtree moved to the TOP or BOTTOM of a suite or folder of its version. */
export const moveTestFolderTask = defineTask({
  type: 'MOVE_TEST_FOLDER',
  params: taskParams.MOVE_TEST_FOLDER,
  request: (ctx, input: z.output<typeof MoveTestFolderParams>) =>
    requestTreeMove(ctx, [input.testFolderDocRef], input.destinationDocRef, input.position),
  handle: moveTreeItems,
});
