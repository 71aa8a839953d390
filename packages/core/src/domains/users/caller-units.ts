import { roleAllows } from '@tmt/contract';
import { heldRoles } from '../../kernel/access/principal';
import type { ServiceContext } from '../../kernel/context';
import { sqlArray } from '../../kernel/db/sql-array';

/** What the caller's roles say about users: whom the caller sees and whose roles the caller administers. */
export interface CallerUnits {
  /** A role on the tenant: the caller works everywhere, so sees every user of the tenant. */
  tenantWide: boolean;
  /** The `admin` role on the tenant: the caller administers every user. */
  tenantAdmin: boolean;
  /**
   * The units the caller shares with others (besides a tenant-wide role, which everyone shares): the projects and sub
   * projects of their roles, a project's sub projects, a sub project's parent, and the tenant itself.
   */
  shared: string[];
  /** The projects and sub projects the caller administers: those of an `admin` role, with a project's sub projects. */
  administered: Set<string>;
}

/**
 * The caller's units, from the roles TMT knows by name. One read of the projects concerned: a project role reaches
 * the project's sub projects, a sub project role the sub project's parent.
 */
export async function callerUnits(ctx: ServiceContext): Promise<CallerUnits> {
  const { tenantId } = ctx.principal;
  const held = heldRoles(ctx.principal);
  const onTenant = held.filter((h) => h.unit.type === 'TENANT' && h.unit.id === tenantId);
  const inProjects = held.filter((h) => h.unit.type !== 'TENANT');
  const units: CallerUnits = {
    tenantWide: onTenant.length > 0,
    tenantAdmin: onTenant.some((h) => roleAllows(h.role, 'administer')),
    shared: [tenantId],
    administered: new Set(),
  };
  if (!inProjects.length || units.tenantAdmin) return units;
  const ids = sqlArray(inProjects.map((h) => h.unit.id));
  const rows = await ctx.em.execute<{ id: string; parent: string | null }[]>(
    `SELECT c.business_id AS id, p.business_id AS parent
     FROM project c LEFT JOIN project p ON p.tenant_id = c.tenant_id AND p.id = c.parent_id
     WHERE c.tenant_id = ? AND (c.business_id = ANY(${ids.sql}) OR p.business_id = ANY(${ids.sql}))`,
    [tenantId, ids.param, ids.param],
  );
  for (const { unit, role } of inProjects) {
    // A project's own row and its sub projects; a sub project's own row and its parent.
    const reached = rows.flatMap((row) =>
      row.id === unit.id ? [row.id, ...(row.parent ? [row.parent] : [])] : row.parent === unit.id ? [row.id] : [],
    );
    units.shared.push(unit.id, ...reached);
    if (!roleAllows(role, 'administer')) continue;
    units.administered.add(unit.id);
    // A sub project's admin administers the sub project only; a project's admin its sub projects too.
    if (unit.type === 'PROJECT') for (const row of rows) if (row.parent === unit.id) units.administered.add(row.id);
  }
  return units;
}

/** The SQL condition (on alias `u`, an `app_user` row) selecting the users the caller sees, and its params. */
export function visibleUsers(ctx: ServiceContext, units: CallerUnits): { sql: string; params: unknown[] } {
  if (units.tenantWide) return { sql: 'true', params: [] };
  const shared = sqlArray([...new Set(units.shared)]);
  return { sql: `(u.username = ? OR u.role_units && ${shared.sql})`, params: [ctx.principal.username, shared.param] };
}
