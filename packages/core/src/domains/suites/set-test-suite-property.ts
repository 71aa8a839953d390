import { sqlArray } from '../../kernel/db/sql-array';
import type { RunningTask } from '../../kernel/tasks/run-task';
import { taskContext } from '../../kernel/tasks/task-context';
import { syncTags } from '../tags/sync-tags';

/** SET_TEST_SUITE_PROPERTY: one UPDATE for all the suites (tags also become Tag-dm documents of the project). */
export async function setTestSuiteProperty(task: RunningTask) {
  const { em, params, principal } = task;
  const { suiteIds, tagProjectId, property, value } = params as {
    suiteIds: string[];
    tagProjectId: string;
    property: 'RecommendedPriority' | 'Tags';
    value: string | string[] | null;
  };
  const ids = sqlArray(suiteIds, 'uuid');
  const column = property === 'Tags' ? 'tags = ?::text[]' : 'recommended_priority = ?';
  const bound = property === 'Tags' ? `{${(value as string[]).map((t) => JSON.stringify(t)).join(',')}}` : value;
  if (property === 'Tags') await syncTags(taskContext(task), tagProjectId, value as string[]);
  const updated = await em.execute(
    `UPDATE test_suite SET ${column}, edited_by = ?, edited_on = now(), model_version = model_version + 1
     WHERE tenant_id = ? AND id = ANY(${ids.sql}) RETURNING id`,
    [bound, principal.username, principal.tenantId, ids.param],
  );
  return { updated: updated.length };
}
