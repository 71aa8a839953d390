// No zod here: the console imports this file alone (`@tmt/contract/role-table`), not the whole contract.

/** The roles a user may hold on a tenant, project or sub project, weakest first. */
export const roleNames = ['viewer', 'tester', 'manager', 'admin'] as const;
export type RoleName = (typeof roleNames)[number];

/**
 * What a call may need of the caller's role on the unit it works in: reading; recording results (executing runs);
 * editing content, structure and runs; administering the unit (its settings, users and existence).
 */
export const permissions = ['read', 'execute', 'edit', 'administer'] as const;
export type Permission = (typeof permissions)[number];

/** The role table: what each role allows. */
export const rolePermissions: Record<RoleName, readonly Permission[]> = {
  viewer: ['read'],
  tester: ['read', 'execute'],
  manager: ['read', 'execute', 'edit'],
  admin: ['read', 'execute', 'edit', 'administer'],
};

export const roleAllows = (role: RoleName, permission: Permission): boolean =>
  rolePermissions[role].includes(permission);

/** The weakest role that allows a permission: the one a refusal names. */
export const leastRoleFor = (permission: Permission): RoleName =>
  roleNames.find((role) => roleAllows(role, permission)) ?? 'admin';

/** The role a stored or claimed name means, ignoring case and surrounding blanks; a name TMT does not know means none. */
export function roleNamed(name: string): RoleName | undefined {
  const normal = name.trim().toLowerCase();
  return roleNames.find((role) => role === normal);
}
