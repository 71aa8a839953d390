import type { RunningTask } from '../../kernel/tasks/run-task';
import { taskContext } from '../../kernel/tasks/task-context';
import { assertSuiteNotInOpenRun } from '../runs/open-run-guard';

/** DELETE_TEST_SUITE: the suite with its folders, cases and tree, unless it went into an open run meanwhile. */
export async function deleteTestSuite(task: RunningTask) {
  const { em, params, principal } = task;
  const { suiteId } = params as { suiteId: string };
  const tenantId = principal.tenantId;
  await assertSuiteNotInOpenRun(taskContext(task), suiteId);
  await em.execute('DELETE FROM test_tree_link WHERE tenant_id = ? AND suite_id = ?', [tenantId, suiteId]);
  await em.execute('DELETE FROM test_case WHERE tenant_id = ? AND suite_id = ?', [tenantId, suiteId]);
  await em.execute('DELETE FROM test_folder WHERE tenant_id = ? AND suite_id = ?', [tenantId, suiteId]);
  const deleted = await em.execute('DELETE FROM test_suite WHERE tenant_id = ? AND id = ? RETURNING id', [
    tenantId,
    suiteId,
  ]);
  return { deleted: deleted.length > 0 };
}
