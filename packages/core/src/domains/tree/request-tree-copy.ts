import type { TaskType } from '@tmt/contract';
import type { ServiceContext } from '../../kernel/context';
import { enqueueTask } from '../../kernel/tasks/enqueue-task';
import { taskProject } from '../../kernel/tasks/task-project';
import { treeTaskScope } from './tree-task-scope';

/** COPY_TEST_FOLDER and COPY_ITEMS_IN_TEST_SUITE: checks items and destination, then queues the copy. */
export async function requestTreeCopy(
  ctx: ServiceContext,
  type: Extract<TaskType, 'COPY_TEST_FOLDER' | 'COPY_ITEMS_IN_TEST_SUITE'>,
  itemDocRefs: string[],
  destinationDocRef: string,
): Promise<string> {
  return ctx.tx(async (tx) => {
    const { parent, destination, nodeIds, path } = await treeTaskScope(tx, itemDocRefs, destinationDocRef);
    return enqueueTask(tx.em, ctx.principal, {
      type,
      project: taskProject(parent.scoped),
      versionNumber: parent.versionNumber,
      parameters: { nodeIds, destination, path },
      estimatedSeconds: 1,
    });
  });
}
