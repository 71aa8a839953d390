import type { RunningTask } from '../run-task';
import { deleteVersionContent } from './delete-content';

/** DELETE_PROJECT_VERSION: a version with its content; when it was the latest, the newest one left takes over. */
export async function deleteProjectVersion({ em, params, principal }: RunningTask) {
  const { versionId } = params as { versionId: string };
  const tenantId = principal.tenantId;
  const [version] = await em.execute<{ project_id: string; is_latest_version: boolean }[]>(
    'SELECT project_id, is_latest_version FROM project_version WHERE tenant_id = ? AND id = ? FOR UPDATE',
    [tenantId, versionId],
  );
  if (!version) return { deleted: false };
  await deleteVersionContent(em, tenantId, '?', [versionId]);
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
