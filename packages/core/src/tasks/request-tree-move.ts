import type { TaskType } from '@tmt/contract';
import type { ServiceContext } from '../context';
import { assertNotIntoItself } from '../tree/move-nodes';
import { enqueueTask } from './enqueue-task';
import { taskProject } from './task-project';
import { treeTaskScope } from './tree-task-scope';

/** MOVE_TEST_FOLDER and MOVE_ITEMS_IN_TEST_SUITE: checks items and destination, then queues the move. */
export async function requestTreeMove(
  ctx: ServiceContext,
  type: Extract<TaskType, 'MOVE_TEST_FOLDER' | 'MOVE_ITEMS_IN_TEST_SUITE'>,
  itemDocRefs: string[],
  destinationDocRef: string,
  position: 'TOP' | 'BOTTOM',
): Promise<string> {
  return ctx.em.transactional(async (em) => {
    const { parent, destination, nodeIds } = await treeTaskScope({ ...ctx, em }, itemDocRefs, destinationDocRef);
    await assertNotIntoItself(em, ctx.principal.tenantId, nodeIds, destination.parentId);
    return enqueueTask(em, ctx.principal, {
      type,
      project: taskProject(parent.scoped),
      versionNumber: parent.versionNumber,
      parameters: { nodeIds, destination, position },
      estimatedSeconds: 1,
    });
  });
}
