import { type OrganizationUnit, type OrganizationUnitRole, type RoleName, roleNamed, roleNames } from '@tmt/contract';

/**
 * The authenticated caller: tenant and user come from the token, roles from the token's `tmt_roles` claim when it
 * has one, else from the user record.
 */
export interface Principal {
  tenantId: string;
  userId: string;
  username: string;
  roles: OrganizationUnitRole[];
}

/** A role the caller holds that means something: its unit and the role TMT knows by its name. */
export interface HeldRole {
  unit: OrganizationUnit;
  role: RoleName;
}

/** The caller's roles TMT knows; entries with a role name it does not know grant nothing and are left out. */
export function heldRoles(p: Principal): HeldRole[] {
  const held: HeldRole[] = [];
  for (const entry of p.roles) {
    const role = roleNamed(entry.role);
    if (role) held.push({ unit: entry.organizationUnit, role });
  }
  return held;
}

/** The strongest of some roles (roles are ordered: each allows what the weaker ones allow). */
export const strongestRole = (roles: readonly RoleName[]): RoleName | undefined =>
  roles.reduce<RoleName | undefined>(
    (best, role) => (best === undefined || roleNames.indexOf(role) > roleNames.indexOf(best) ? role : best),
    undefined,
  );

const onTenant = (p: Principal, unit: OrganizationUnit) => unit.type === 'TENANT' && unit.id === p.tenantId;

/** The caller's known roles on the tenant itself (a TENANT entry naming another tenant grants nothing). */
export const tenantRoles = (p: Principal): RoleName[] =>
  heldRoles(p)
    .filter((held) => onTenant(p, held.unit))
    .map((held) => held.role);

export const hasTenantRole = (p: Principal) => tenantRoles(p).length > 0;

/** The units of a type the caller holds a known role on. */
export const roleUnitIds = (p: Principal, type: 'PROJECT' | 'SUBPROJECT') =>
  heldRoles(p)
    .filter((held) => held.unit.type === type)
    .map((held) => held.unit.id);

/** The role that lets a user do everything in a tenant. */
export const tenantAdminRole = (tenantId: string): OrganizationUnitRole => ({
  organizationUnit: { type: 'TENANT', id: tenantId },
  role: 'admin',
});
