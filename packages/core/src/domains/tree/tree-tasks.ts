import type { taskParams } from '@tmt/contract';
import type { ServiceContext } from '../../kernel/context';
import type { TaskOrder, TaskRun } from '../../kernel/tasks/define-task';
import { copyNodes } from './copy-nodes';
import { assertNotIntoItself, moveNodes } from './move-nodes';
import { treeTaskScope } from './tree-task-scope';

/** What the copy and move task types of the tree share: COPY_TEST_FOLDER and COPY_ITEMS_IN_TEST_SUITE, MOVE_…. */
type CopyParams = typeof taskParams.COPY_TEST_FOLDER;
type MoveParams = typeof taskParams.MOVE_TEST_FOLDER;

/** Nodes still there when the task runs (an item deleted meanwhile is left out). */
async function existing({ em, principal }: ServiceContext, nodeIds: string[]) {
  const rows = await em.execute<{ child_id: string }[]>(
    'SELECT child_id FROM test_tree_link WHERE tenant_id = ? AND child_id = ANY(ARRAY(SELECT jsonb_array_elements_text(?::jsonb))::uuid[])',
    [principal.tenantId, JSON.stringify(nodeIds)],
  );
  const present = new Set(rows.map((r) => r.child_id));
  return nodeIds.filter((id) => present.has(id));
}

/** Checks the items and the destination of a copy. */
export async function requestTreeCopy(
  ctx: ServiceContext,
  itemDocRefs: string[],
  destinationDocRef: string,
): Promise<TaskOrder<CopyParams>> {
  const { parent, destination, nodeIds, path } = await treeTaskScope(ctx, itemDocRefs, destinationDocRef);
  return {
    scope: parent.scoped,
    versionNumber: parent.versionNumber,
    params: { nodeIds, destination, path },
    estimatedSeconds: 1,
  };
}

/** Checks the items and the destination of a move, which may not go into one of the items. */
export async function requestTreeMove(
  ctx: ServiceContext,
  itemDocRefs: string[],
  destinationDocRef: string,
  position: 'TOP' | 'BOTTOM',
): Promise<TaskOrder<MoveParams>> {
  const { parent, destination, nodeIds } = await treeTaskScope(ctx, itemDocRefs, destinationDocRef);
  await assertNotIntoItself(ctx, nodeIds, destination.parentId);
  return {
    scope: parent.scoped,
    versionNumber: parent.versionNumber,
    params: { nodeIds, destination, position },
    estimatedSeconds: 1,
  };
}

export async function copyTreeItems({ ctx, params, progress, analyzeGrown }: TaskRun<CopyParams>) {
  const nodeIds = await existing(ctx, params.nodeIds);
  return copyNodes(ctx, nodeIds, params.destination, params.path, progress, analyzeGrown);
}

export async function moveTreeItems({ ctx, params, progress }: TaskRun<MoveParams>) {
  const nodeIds = await existing(ctx, params.nodeIds);
  return moveNodes(ctx, nodeIds, params.destination, params.position, progress);
}
