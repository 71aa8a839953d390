import { type DeleteProjectVersionParams, taskParams } from '@tmt/contract';
import type { z } from 'zod';
import { ProjectVersion } from '../../kernel/entities';
import { DomainError } from '../../kernel/errors';
import { lockClause } from '../../kernel/locks';
import { defineTask } from '../../kernel/tasks/define-task';
import { clearPinsOfDeletedDocuments } from '../pins/delete-pinned-documents';
import { refreshVersionsFrom } from '../risk/refresh-risk-levels';
import { assertVersionWithoutOpenRuns } from '../runs/open-run-guard';
import { deleteVersionContent } from './delete-content';
import { versionForWrite } from './version-for-write';

/**
 * DELETE_PROJECT_VERSION: refused for a project's only version or one with open runs. The task deletes the
 * version with its content and its closed runs (their record goes with the version); when it was the latest, the
 * newest one left takes over. A run opened since the call was checked ends the task in ERROR with
 * VERSION_HAS_OPEN_RUNS. Pins of what it deleted are cleared after it.
 */
export const deleteProjectVersionTask = defineTask({
  type: 'DELETE_PROJECT_VERSION',
  params: taskParams.DELETE_PROJECT_VERSION,
  async request(ctx, { projectVersionDocRef: docRef }: z.output<typeof DeleteProjectVersionParams>) {
    const { version, scoped } = await versionForWrite(ctx, docRef);
    const { id } = version;
    const { tenantId } = ctx.principal;
    const others = await ctx.em.count(ProjectVersion, { tenantId, projectId: version.projectId, id: { $ne: id } });
    const names = { version: String(version.versionNumber), project: scoped.project.businessId };
    if (!others) throw new DomainError('CONFLICT', 'LAST_VERSION', names);
    await assertVersionWithoutOpenRuns(ctx, id, names);
    return { scope: scoped, versionNumber: version.versionNumber, params: { versionId: id }, estimatedSeconds: 1 };
  },
  async handle({ ctx, params: { versionId }, progress }) {
    const { em } = ctx;
    const tenantId = ctx.principal.tenantId;
    const [version] = await em.execute<
      { project_id: string; is_latest_version: boolean; version_number: number; project: string }[]
    >(
      `SELECT v.project_id, v.is_latest_version, v.version_number, p.business_id AS project
     FROM project_version v JOIN project p ON p.id = v.project_id
     WHERE v.tenant_id = ? AND v.id = ?${lockClause('version', 'update', { of: 'v' })}`,
      [tenantId, versionId],
    );
    if (!version) return { deleted: false };
    // Held FOR UPDATE, the version takes no new run until this commits (ADD_DOCUMENT holds it FOR KEY SHARE).
    await assertVersionWithoutOpenRuns(ctx, versionId, {
      version: String(version.version_number),
      project: version.project,
    });
    await deleteVersionContent(ctx, '?', [versionId], progress);
    await em.execute('DELETE FROM project_version WHERE id = ?', [versionId]);
    // Its closed runs were test history of the later versions' cases.
    await refreshVersionsFrom(ctx, version.project_id, version.version_number);
    if (version.is_latest_version) {
      await em.execute(
        `UPDATE project_version SET is_latest_version = true WHERE id = (
         SELECT id FROM project_version WHERE tenant_id = ? AND project_id = ? ORDER BY version_number DESC LIMIT 1)`,
        [tenantId, version.project_id],
      );
    }
    await clearPinsOfDeletedDocuments(ctx, version.project_id);
    return { deleted: true };
  },
});
