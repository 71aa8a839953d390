import type { TaskType } from '@tmt/contract';
import type { ServiceContext } from '../context';
import { enqueueTask } from './enqueue-task';
import { taskProject } from './task-project';
import { treeTaskScope } from './tree-task-scope';

/** COPY_TEST_FOLDER and COPY_ITEMS_IN_TEST_SUITE: checks items and destination, then queues the copy. */
export async function requestTreeCopy(
  ctx: ServiceContext,
  type: Extract<TaskType, 'COPY_TEST_FOLDER' | 'COPY_ITEMS_IN_TEST_SUITE'>,
  itemDocRefs: string[],
  destinationDocRef: string,
): Promise<string> {
  return ctx.em.transactional(async (em) => {
    const { parent, destination, nodeIds, path } = await treeTaskScope({ ...ctx, em }, itemDocRefs, destinationDocRef);
    return enqueueTask(em, ctx.principal, {
      type,
      project: taskProject(parent.scoped),
      versionNumber: parent.versionNumber,
      parameters: { nodeIds, destination, path },
      estimatedSeconds: 1,
    });
  });
}
