import type { RunningTask } from '../../kernel/tasks/run-task';
import { taskContext } from '../../kernel/tasks/task-context';
import { assertVersionWithoutOpenRuns } from '../runs/open-run-guard';
import { deleteVersionContent } from './delete-content';

/**
 * DELETE_PROJECT_VERSION: a version with its content and its closed runs (their record goes with the version);
 * when it was the latest, the newest one left takes over. A run opened since the call was checked ends the task in
 * ERROR with VERSION_HAS_OPEN_RUNS.
 */
export async function deleteProjectVersion(task: RunningTask) {
  const { em, params, principal } = task;
  const { versionId } = params as { versionId: string };
  const tenantId = principal.tenantId;
  const [version] = await em.execute<
    { project_id: string; is_latest_version: boolean; version_number: number; project: string }[]
  >(
    `SELECT v.project_id, v.is_latest_version, v.version_number, p.business_id AS project
     FROM project_version v JOIN project p ON p.id = v.project_id
     WHERE v.tenant_id = ? AND v.id = ? FOR UPDATE OF v`,
    [tenantId, versionId],
  );
  if (!version) return { deleted: false };
  // Held FOR UPDATE, the version takes no new run until this commits (ADD_DOCUMENT holds it FOR KEY SHARE).
  await assertVersionWithoutOpenRuns(taskContext(task), versionId, {
    version: String(version.version_number),
    project: version.project,
  });
  await deleteVersionContent(taskContext(task), '?', [versionId]);
  await em.execute('DELETE FROM project_version WHERE id = ?', [versionId]);
  if (version.is_latest_version) {
    await em.execute(
      `UPDATE project_version SET is_latest_version = true WHERE id = (
         SELECT id FROM project_version WHERE tenant_id = ? AND project_id = ? ORDER BY version_number DESC LIMIT 1)`,
      [tenantId, version.project_id],
    );
  }
  return { deleted: true };
}
