import { leastRoleFor, type Permission, parentProjectPermission, type RoleName, roleAllows } from '@tmt/contract';
import type { ServiceContext } from '../context';
import { sqlArray } from '../db/sql-array';
import type { ProjectRecord } from '../entities';
import { DomainError } from '../errors';
import { hasTenantRole, heldRoles, type Principal, roleUnitIds, strongestRole, tenantRoles } from './principal';

/**
 * How a call uses a project: reads it, writes in it, or removes the project itself (a parent project is the
 * tenant's: removing one is checked against the caller's tenant role).
 */
export type AccessMode = 'read' | 'write' | 'remove';

/** What access rules need of a project or sub project. */
export type ProjectRef = Pick<ProjectRecord, 'id' | 'businessId' | 'parentId'>;

/** A project row with the business id of its parent (its own for a parent project). */
export interface ScopedProject<P extends ProjectRef = ProjectRecord> {
  project: P;
  parentBusinessId: string;
}

/**
 * The caller's roles that apply to this project or sub project directly: on the tenant, on the (parent) project,
 * and on the sub project itself.
 */
function rolesOn(p: Principal, { project, parentBusinessId }: ScopedProject<ProjectRef>): RoleName[] {
  return rolesOnUnit(p, project.businessId, project.parentId === null ? null : parentBusinessId);
}

/** The same, by business ids: a sub project's and its parent's, or a parent project's and null. */
function rolesOnUnit(p: Principal, businessId: string, parentBusinessId: string | null): RoleName[] {
  return heldRoles(p)
    .filter(
      ({ unit }) =>
        (unit.type === 'TENANT' && unit.id === p.tenantId) ||
        (unit.type === 'PROJECT' && unit.id === (parentBusinessId ?? businessId)) ||
        (unit.type === 'SUBPROJECT' && parentBusinessId !== null && unit.id === businessId),
    )
    .map(({ role }) => role);
}

/** The strongest role of the caller that applies to a project or sub project: what its access check compares. */
export const callerRoleOn = (p: Principal, businessId: string, parentBusinessId: string | null) =>
  strongestRole(rolesOnUnit(p, businessId, parentBusinessId));

/** Refuses with ROLE_NOT_ALLOWED, naming the caller's strongest role and the weakest one that would do, unless one allows. */
function assertAllowed(roles: RoleName[], needs: Permission, project?: string): void {
  if (roles.some((role) => roleAllows(role, needs))) return;
  const role = strongestRole(roles) ?? '-';
  const needed = leastRoleFor(needs);
  throw new DomainError(
    'FORBIDDEN',
    'ROLE_NOT_ALLOWED',
    { role, needed, ...(project ? { project } : {}) },
    { role, neededRole: needed },
  );
}

/**
 * The one access check of a call on a project: refuses with NO_ROLE_IN_PROJECT unless a role applies, and with
 * ROLE_NOT_ALLOWED unless one that applies allows what the call needs (`ctx.needs`, declared by its method). A role
 * on a sub project also lets its holder read the parent project itself (to find the sub project), nothing more.
 */
export async function assertProjectAccess(
  ctx: ServiceContext,
  scoped: ScopedProject<ProjectRef>,
  mode: AccessMode,
): Promise<void> {
  if (mode === 'remove' && scoped.project.parentId === null) return assertTenantAccess(ctx, parentProjectPermission);
  const roles = rolesOn(ctx.principal, scoped);
  if (roles.length) return assertAllowed(roles, ctx.needs, scoped.project.businessId);
  if (mode === 'read' && ctx.needs === 'read' && scoped.project.parentId === null) {
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
 * A call on the tenant itself (creating or removing a parent project): refuses with NO_ROLE_IN_TENANT without a
 * role on the tenant, and with ROLE_NOT_ALLOWED unless one allows `permission`.
 */
export function assertTenantAccess(ctx: ServiceContext, permission: Permission): void {
  const roles = tenantRoles(ctx.principal);
  if (!roles.length) throw new DomainError('FORBIDDEN', 'NO_ROLE_IN_TENANT');
  assertAllowed(roles, permission);
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
