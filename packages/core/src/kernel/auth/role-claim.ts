import type { OrganizationUnitRole } from '@tmt/contract';
import { DomainError } from '../errors';

/**
 * The token claim an identity provider lists a user's roles in, replacing the roles stored with the user: a list of
 * strings `<role>@TENANT` (the token's tenant), `<role>@P_<n>` (a project) and `<role>@SP_<n>` (a sub project).
 */
export const ROLES_CLAIM = 'tmt_roles';

// No NUL or other control characters (PostgreSQL cannot store NUL) and no surrogates (lone ones are not text).
const ENTRY = /^([^@\s\p{Cc}\p{Cs}]+)@(TENANT|P_\d+|SP_\d+)$/u;

/**
 * The roles a token's claim grants, or undefined when the token has none (the stored roles apply). A claim that is
 * not a list of such strings makes the token invalid: a misconfigured provider should not silently grant or deny.
 * Role names are taken as written; one TMT does not know grants nothing, as a stored one would.
 */
export function rolesOfClaim(value: unknown, tenant: string): OrganizationUnitRole[] | undefined {
  if (value === undefined) return undefined;
  if (!Array.isArray(value)) throw new DomainError('UNAUTHENTICATED', 'TOKEN_INVALID');
  return value.map((entry): OrganizationUnitRole => {
    const match = typeof entry === 'string' ? ENTRY.exec(entry) : null;
    if (!match) throw new DomainError('UNAUTHENTICATED', 'TOKEN_INVALID');
    const [, role = '', unit = ''] = match;
    if (unit === 'TENANT') return { organizationUnit: { type: 'TENANT', id: tenant }, role };
    return {
      organizationUnit: unit.startsWith('SP_') ? { type: 'SUBPROJECT', id: unit } : { type: 'PROJECT', id: unit },
      role,
    };
  });
}
