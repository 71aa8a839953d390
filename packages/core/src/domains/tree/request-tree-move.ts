import type { TaskType } from '@tmt/contract';
import type { ServiceContext } from '../../kernel/context';
import { enqueueTask } from '../../kernel/tasks/enqueue-task';
import { taskProject } from '../../kernel/tasks/task-project';
import { assertNotIntoItself } from './move-nodes';
import { treeTaskScope } from './tree-task-scope';

/** MOVE_TEST_FOLDER and MOVE_ITEMS_IN_TEST_SUITE: checks items and destination, then queues the move. */
export async function requestTreeMove(
  ctx: ServiceContext,
  type: Extract<TaskType, 'MOVE_TEST_FOLDER' | 'MOVE_ITEMS_IN_TEST_SUITE'>,
  itemDocRefs: string[],
  destinationDocRef: string,
  position: 'TOP' | 'BOTTOM',
): Promise<string> {
  return ctx.tx(async (tx) => {
    const { parent, destination, nodeIds } = await treeTaskScope(tx, itemDocRefs, destinationDocRef);
    await assertNotIntoItself(tx, nodeIds, destination.parentId);
    return enqueueTask(tx.em, ctx.principal, {
      type,
      project: taskProject(parent.scoped),
      versionNumber: parent.versionNumber,
      parameters: { nodeIds, destination, position },
      estimatedSeconds: 1,
    });
  });
}
