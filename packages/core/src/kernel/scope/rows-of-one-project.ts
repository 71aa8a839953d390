import { parseDocRef } from '@tmt/contract';
import type { AccessMode, ProjectRef, ScopedProject } from '../access/project-access';
import type { ServiceContext } from '../context';
import { sqlArray } from '../db/sql-array';
import { DomainError, invalidParams, notFound } from '../errors';
import { assertVersionWritable } from './closed-version';
import { resolveProjectById } from './resolve-project';

/**
 * The ids behind docRefs of suites or cases that must all exist in the caller's tenant and belong to one project,
 * whose access is then checked once.
 */
export async function rowsOfOneProject(
  ctx: ServiceContext,
  table: 'test_case' | 'test_suite',
  docRefs: string[],
  mode: AccessMode,
): Promise<{ ids: string[]; scoped: ScopedProject<ProjectRef> }> {
  const ids = [...new Set(docRefs.map((ref) => parseDocRef(ref).id))];
  const array = sqlArray(ids, 'uuid');
  const rows = await ctx.em.execute<
    { id: string; project_id: string; version_status: string; version_number: number }[]
  >(
    `SELECT t.id, t.project_id, v.status AS version_status, v.version_number
     FROM ${table} t JOIN project_version v ON v.id = t.version_id
     WHERE t.tenant_id = ? AND t.id = ANY(${array.sql})`,
    [ctx.principal.tenantId, array.param],
  );
  if (rows.length < ids.length) {
    const found = new Set(rows.map((r) => r.id));
    const missing = docRefs.find((ref) => !found.has(parseDocRef(ref).id))!;
    throw notFound(missing);
  }
  const projects = new Set(rows.map((r) => r.project_id));
  if (projects.size > 1) throw new DomainError('INVALID_PARAMS', 'MIXED_PROJECTS');
  const [projectId] = projects;
  if (!projectId) throw invalidParams('INVALID_PARAMS');
  const scoped = await resolveProjectById(ctx, projectId, docRefs[0]!, mode);
  for (const row of rows) {
    assertVersionWritable(mode, { status: row.version_status, number: row.version_number }, scoped.parentBusinessId);
  }
  return { ids, scoped };
}
