import { type RebuildRiskLevelDocumentsParams, taskParams } from '@tmt/contract';
import type { z } from 'zod';
import { DomainError } from '../../kernel/errors';
import { lockClause } from '../../kernel/locks';
import { CLOSED_VERSION_STATUS } from '../../kernel/scope/closed-version';
import { resolveVersionScope } from '../../kernel/scope/resolve-version';
import { defineTask } from '../../kernel/tasks/define-task';
import { refreshVersionRiskLevels } from './refresh-risk-levels';

/** Cases a rebuild computes per second, for the task's EstimatedTime. */
const CASES_PER_SECOND = 20_000;

/**
 * REBUILD_RISK_LEVEL_DOCUMENTS: the risk documents of every case of an open version computed again, in one set-based
 * call of the refresh for the whole version (its set-based path reads the version's test history once; in slices,
 * each slice would read all of it again); documents whose figures stay keep their EditedOn.
 */
export const rebuildRiskLevelDocumentsTask = defineTask({
  type: 'REBUILD_RISK_LEVEL_DOCUMENTS',
  params: taskParams.REBUILD_RISK_LEVEL_DOCUMENTS,
  async request(ctx, input: z.output<typeof RebuildRiskLevelDocumentsParams>) {
    const { scoped, version } = await resolveVersionScope(ctx, input, 'write');
    return {
      scope: scoped,
      versionNumber: version.versionNumber,
      params: { versionId: version.id },
      estimatedSeconds: Math.max(1, Math.ceil(version.caseCount / CASES_PER_SECOND)),
    };
  },
  async handle({ ctx, params: { versionId } }) {
    const { tenantId } = ctx.principal;
    const [version] = await ctx.em.execute<{ status: string; version_number: number; project: string }[]>(
      `SELECT v.status, v.version_number, coalesce(pp.business_id, p.business_id) AS project
       FROM project_version v JOIN project p ON p.id = v.project_id LEFT JOIN project pp ON pp.id = p.parent_id
       WHERE v.tenant_id = ? AND v.id = ?${lockClause('version', 'share', { of: 'v' })}`,
      [tenantId, versionId],
    );
    if (!version) return { testCases: 0, changed: 0 };
    if (version.status === CLOSED_VERSION_STATUS) {
      throw new DomainError('CONFLICT', 'VERSION_CLOSED', {
        version: String(version.version_number),
        project: version.project,
      });
    }
    return refreshVersionRiskLevels(ctx, versionId);
  },
});
