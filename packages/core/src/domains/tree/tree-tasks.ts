import type { RunningTask } from '../../kernel/tasks/run-task';
import { taskContext } from '../../kernel/tasks/task-context';
import { copyNodes } from './copy-nodes';
import { moveNodes } from './move-nodes';
import type { TreeDestination } from './tree-destination';

interface TreeParams {
  nodeIds: string[];
  destination: TreeDestination;
  path: string;
  position: 'TOP' | 'BOTTOM';
}

/** Nodes still there when the task runs (an item deleted meanwhile is left out). */
async function existing({ em, principal }: RunningTask, nodeIds: string[]) {
  const rows = await em.execute<{ child_id: string }[]>(
    'SELECT child_id FROM test_tree_link WHERE tenant_id = ? AND child_id = ANY(ARRAY(SELECT jsonb_array_elements_text(?::jsonb))::uuid[])',
    [principal.tenantId, JSON.stringify(nodeIds)],
  );
  const present = new Set(rows.map((r) => r.child_id));
  return nodeIds.filter((id) => present.has(id));
}

/** COPY_TEST_FOLDER and COPY_ITEMS_IN_TEST_SUITE. */
export async function copyTreeItems(task: RunningTask) {
  const { nodeIds, destination, path } = task.params as unknown as TreeParams;
  return {
    ...(await copyNodes(taskContext(task), await existing(task, nodeIds), destination, path)),
  };
}

/** MOVE_TEST_FOLDER and MOVE_ITEMS_IN_TEST_SUITE. */
export async function moveTreeItems(task: RunningTask) {
  const { nodeIds, destination, position } = task.params as unknown as TreeParams;
  return {
    ...(await moveNodes(taskContext(task), await existing(task, nodeIds), destination, position)),
  };
}
