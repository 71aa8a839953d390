import type { OrganizationUnitRole } from '@tmt/contract';

/** The authenticated caller: tenant and user come from the token, roles from the user record. */
export interface Principal {
  tenantId: string;
  userId: string;
  username: string;
  roles: OrganizationUnitRole[];
}

export const hasTenantRole = (p: Principal) =>
  p.roles.some((r) => r.organizationUnit.type === 'TENANT' && r.organizationUnit.id === p.tenantId);

export const roleUnitIds = (p: Principal, type: 'PROJECT' | 'SUBPROJECT') =>
  p.roles.filter((r) => r.organizationUnit.type === type).map((r) => r.organizationUnit.id);

/** The role that lets a user do everything in a tenant. */
export const tenantAdminRole = (tenantId: string): OrganizationUnitRole => ({
  organizationUnit: { type: 'TENANT', id: tenantId },
  role: 'admin',
});
