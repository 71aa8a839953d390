import { type CopyTestFolderParams, taskParams } from '@tmt/contract';
import type { z } from 'zod';
import { defineTask } from '../../kernel/tasks/define-task';
import { copyTreeItems, requestTreeCopy } from './tree-tasks';

/** COPY_TEST_FOLDER: a folder with its subtree copied into a suite or folder of the same version. */
export const copyTestFolderTask = defineTask({
  type: 'COPY_TEST_FOLDER',
  params: taskParams.COPY_TEST_FOLDER,
  request: (ctx, input: z.output<typeof CopyTestFolderParams>) =>
    requestTreeCopy(ctx, [input.testFolderDocRef], input.destinationDocRef),
  handle: copyTreeItems,
});
