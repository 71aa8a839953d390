import type { ServiceContext } from '../context';
import { sqlArray } from '../db/sql-array';
import type { ProjectRecord } from '../entities';
import { DomainError } from '../errors';
import { hasTenantRole, type Principal, roleUnitIds } from './principal';

export type AccessMode = 'read' | 'write';

/** What access rules need of a project or sub project. */
export type ProjectRef = Pick<ProjectRecord, 'id' | 'businessId' | 'parentId'>;

/** A project row with the business id of its parent (its own for a parent project). */
export interface ScopedProject<P extends ProjectRef = ProjectRecord> {
  project: P;
  parentBusinessId: string;
}

/** Whether one of the caller's roles applies to this project or sub project directly. */
function roleApplies(p: Principal, { project, parentBusinessId }: ScopedProject<ProjectRef>): boolean {
  if (hasTenantRole(p)) return true;
  if (roleUnitIds(p, 'PROJECT').includes(parentBusinessId)) return true;
  return project.parentId !== null && roleUnitIds(p, 'SUBPROJECT').includes(project.businessId);
}

/**
 * Refuses with NO_ROLE_IN_PROJECT unless a role applies. A role on a sub project also lets its holder
 * read the parent project itself (to find the sub project), not write it.
 */
export async function assertProjectAccess(
  ctx: ServiceContext,
  scoped: ScopedProject<ProjectRef>,
  mode: AccessMode,
): Promise<void> {
  if (roleApplies(ctx.principal, scoped)) return;
  if (mode === 'read' && scoped.project.parentId === null) {
    const subprojects = roleUnitIds(ctx.principal, 'SUBPROJECT');
    if (subprojects.length) {
      const ids = sqlArray(subprojects);
      const rows = await ctx.em.execute(
        `SELECT 1 FROM project WHERE tenant_id = ? AND parent_id = ? AND business_id = ANY(${ids.sql}) LIMIT 1`,
        [ctx.principal.tenantId, scoped.project.id, ids.param],
      );
      if (rows.length) return;
    }
  }
  throw new DomainError('FORBIDDEN', 'NO_ROLE_IN_PROJECT', { project: scoped.project.businessId });
}

/**
 * SQL condition (on alias `p`, a parent project row) and params selecting the parent projects the caller sees.
 */
export function visibleParentsCondition(p: Principal): { sql: string; params: unknown[] } {
  if (hasTenantRole(p)) return { sql: 'true', params: [] };
  const projects = sqlArray(roleUnitIds(p, 'PROJECT'));
  const subprojects = sqlArray(roleUnitIds(p, 'SUBPROJECT'));
  return {
    sql: `(p.business_id = ANY(${projects.sql}) OR EXISTS (
            SELECT 1 FROM project c WHERE c.tenant_id = p.tenant_id AND c.parent_id = p.id AND c.business_id = ANY(${subprojects.sql})))`,
    params: [projects.param, subprojects.param],
  };
}

/** SQL condition (on alias `c`, a sub project row of a visible parent) selecting the sub projects the caller sees. */
export function visibleSubprojectsCondition(
  p: Principal,
  parentBusinessId: string,
): { sql: string; params: unknown[] } {
  if (hasTenantRole(p) || roleUnitIds(p, 'PROJECT').includes(parentBusinessId)) return { sql: 'true', params: [] };
  const subprojects = sqlArray(roleUnitIds(p, 'SUBPROJECT'));
  return { sql: `c.business_id = ANY(${subprojects.sql})`, params: [subprojects.param] };
}
