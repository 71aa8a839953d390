import { NO_SUBPROJECT } from '@tmt/contract';
import { type AccessMode, assertProjectAccess, type ScopedProject } from '../access/project-access';
import type { ServiceContext } from '../context';
import { preparedQuery } from '../db/prepared-query';
import { projectRecord, versionRecord } from '../entities';
import type { ProjectRow, ProjectVersionRow } from '../entities/rows';
import { DomainError } from '../errors';
import { assertVersionWritable } from './closed-version';
import { projectIdsOf } from './resolve-project';

export interface VersionSpec {
  projectId?: string;
  subProjectId?: string;
  projectVersionNumber?: number;
}

// The parent project by business id, the sub project when one is named ($3 = '_' names none), and the version by
// number or the latest ($4 null): a missing sub project leaves `p` empty, a missing version leaves `version` null.
const versionScopeSql = `
  SELECT p.*, parent.business_id AS parent_business_id, to_jsonb(v) AS version
  FROM project parent
  LEFT JOIN project p ON p.tenant_id = parent.tenant_id
    AND (($3 = '${NO_SUBPROJECT}' AND p.id = parent.id) OR ($3 <> '${NO_SUBPROJECT}' AND p.parent_id = parent.id AND p.business_id = $3))
  LEFT JOIN project_version v ON v.tenant_id = p.tenant_id AND v.project_id = p.id
    AND (($4::int IS NULL AND v.is_latest_version) OR v.version_number = $4::int)
  WHERE parent.tenant_id = $1 AND parent.business_id = $2 AND parent.parent_id IS NULL`;

/**
 * The project (or sub project) and version a content call works in: the latest version unless a number is given.
 * One round trip, as every content list starts here; access is checked before a missing version is reported.
 */
export async function resolveVersionScope(ctx: ServiceContext, spec: VersionSpec, mode: AccessMode) {
  const { projectId, subprojectId } = projectIdsOf(ctx, spec);
  const [row] = await preparedQuery<ProjectRow & { parent_business_id: string; version: ProjectVersionRow | null }>(
    ctx,
    'tmt_version_scope',
    versionScopeSql,
    [ctx.principal.tenantId, projectId, subprojectId, spec.projectVersionNumber ?? null],
  );
  if (!row) throw new DomainError('NOT_FOUND', 'DOCUMENT_NOT_FOUND', { ref: projectId });
  if (row.id === null)
    throw new DomainError('NOT_FOUND', 'DOCUMENT_NOT_FOUND', { ref: `${projectId}/${subprojectId}` });
  const scoped: ScopedProject = { project: projectRecord(row), parentBusinessId: row.parent_business_id };
  await assertProjectAccess(ctx, scoped, mode);
  if (!row.version) {
    throw new DomainError('NOT_FOUND', 'VERSION_NOT_FOUND', {
      project: scoped.project.businessId,
      version: String(spec.projectVersionNumber ?? 'latest'),
    });
  }
  assertVersionWritable(mode, { status: row.version.status, number: row.version.version_number }, projectId);
  // The row too, for the one caller that shows the whole version (it maps it into an entity).
  const versionRow: object = row.version;
  return { scoped, version: versionRecord(row.version), versionRow };
}
