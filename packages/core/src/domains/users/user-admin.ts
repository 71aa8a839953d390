import type { OrganizationUnitRole } from '@tmt/contract';
import type { ServiceContext } from '../../kernel/context';
import { sqlArray } from '../../kernel/db/sql-array';
import type { UserRow } from '../../kernel/entities/rows';
import { DomainError, invalidParams, notFound } from '../../kernel/errors';
import { lockClause } from '../../kernel/locks';
import { type CallerUnits, callerUnits, visibleUsers } from './caller-units';
import { userColumns } from './user-document';

/** A user the caller sees, with the caller's units; anyone else's id (another tenant's, a deleted user's) is not found. */
export async function loadUser(ctx: ServiceContext, id: string, ref: string, lock = false) {
  const units = await callerUnits(ctx);
  const visible = visibleUsers(ctx, units);
  const [row] = await ctx.em.execute<UserRow[]>(
    `SELECT ${userColumns} FROM app_user u
     WHERE u.tenant_id = ? AND u.id = ? AND u.deleted_on IS NULL AND ${visible.sql}${lock ? lockClause('user', 'update') : ''}`,
    [ctx.principal.tenantId, id, ...visible.params],
  );
  if (!row) throw notFound(ref);
  return { row, units };
}

const unitKey = (r: OrganizationUnitRole) => `${r.organizationUnit.type}:${r.organizationUnit.id}`;
const roleKey = (r: OrganizationUnitRole) => `${unitKey(r)}:${r.role}`;

/** Roles with each unit and role once, in the order first given. */
export const distinctRoles = (roles: OrganizationUnitRole[]) => [
  ...new Map(roles.map((r) => [roleKey(r), r])).values(),
];

/** Whether two role lists hold the same roles, whatever their order. */
export const sameRoles = (a: OrganizationUnitRole[], b: OrganizationUnitRole[]) => {
  const keys = new Set(a.map(roleKey));
  return keys.size === new Set(b.map(roleKey)).size && b.every((r) => keys.has(roleKey(r)));
};

/**
 * Refuses (USER_ADMIN_REQUIRED) unless the caller administers a user holding `roles`: a tenant admin administers
 * everyone; a project's or sub project's admin a user whose roles all lie in the units they administer (at least one
 * role, so a user without roles, or with one on the tenant, is the tenant admins' alone).
 */
export function assertAdministers(units: CallerUnits, username: string, roles: OrganizationUnitRole[]): void {
  if (units.tenantAdmin) return;
  const inUnits = roles.every(
    (r) => r.organizationUnit.type !== 'TENANT' && units.administered.has(r.organizationUnit.id),
  );
  if (!roles.length || !inUnits) throw new DomainError('FORBIDDEN', 'USER_ADMIN_REQUIRED', { user: username });
}

/**
 * Checks the roles a user is to hold after an add or a change: every role not held before lies on a unit the caller
 * administers (ROLE_GRANT_FORBIDDEN), the caller administers the user with them (USER_ADMIN_REQUIRED), and every
 * unit exists in the tenant (UNKNOWN_ORGANIZATION_UNIT). Roles kept as they were are not checked again: a role on a
 * project deleted since stays until someone removes it.
 */
export async function checkGrantedRoles(
  ctx: ServiceContext,
  units: CallerUnits,
  username: string,
  before: OrganizationUnitRole[],
  after: OrganizationUnitRole[],
): Promise<void> {
  const held = new Set(before.map(roleKey));
  const granted = after.filter((r) => !held.has(roleKey(r)));
  if (!units.tenantAdmin) {
    const foreign = granted.find(
      (r) => r.organizationUnit.type === 'TENANT' || !units.administered.has(r.organizationUnit.id),
    );
    if (foreign) throw new DomainError('FORBIDDEN', 'ROLE_GRANT_FORBIDDEN', { unit: foreign.organizationUnit.id });
    assertAdministers(units, username, after);
  }
  const tenantId = ctx.principal.tenantId;
  const otherTenant = granted.find((r) => r.organizationUnit.type === 'TENANT' && r.organizationUnit.id !== tenantId);
  if (otherTenant) throw invalidParams('UNKNOWN_ORGANIZATION_UNIT', { unit: otherTenant.organizationUnit.id });
  const projects = [
    ...new Set(granted.filter((r) => r.organizationUnit.type !== 'TENANT').map((r) => r.organizationUnit.id)),
  ];
  if (!projects.length) return;
  const ids = sqlArray(projects);
  const found = await ctx.em.execute<{ business_id: string }[]>(
    `SELECT business_id FROM project WHERE tenant_id = ? AND business_id = ANY(${ids.sql})${lockClause('project', 'keyShare')}`,
    [tenantId, ids.param],
  );
  const existing = new Set(found.map((row) => row.business_id));
  const missing = projects.find((id) => !existing.has(id));
  if (missing) throw invalidParams('UNKNOWN_ORGANIZATION_UNIT', { unit: missing });
}

/** Refuses (OWN_USER_LOCKOUT) a change by which the caller would shut themselves out. */
export function assertNotOwnLockout(ctx: ServiceContext, row: Pick<UserRow, 'username'>, locksOut: boolean): void {
  if (locksOut && row.username === ctx.principal.username) throw new DomainError('FORBIDDEN', 'OWN_USER_LOCKOUT');
}
