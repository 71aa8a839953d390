import type { OrganizationUnitRole } from '@tmt/contract';
import type { ServiceContext } from '../../../kernel/context';
import { notFound } from '../../../kernel/errors';
import { callerUnits } from '../caller-units';
import { assertAdministers } from '../user-admin';

export interface TokenOwner {
  id: string;
  username: string;
  /** The roles a new token of the owner may narrow: the caller's own as authenticated, else the user's stored ones. */
  roles: OrganizationUnitRole[];
  /** The owner is the caller: their tokens are theirs to see and revoke without administering anyone. */
  self: boolean;
}

/**
 * The owner of the tokens a call is about: the caller, or the user named by `username`, whom the caller must
 * administer (USER_ADMIN_REQUIRED); a user the tenant does not have (or deleted) is not found.
 */
export async function tokenOwner(ctx: ServiceContext, username?: string): Promise<TokenOwner> {
  const { principal } = ctx;
  if (username === undefined || username.toLowerCase() === principal.username.toLowerCase()) {
    return { id: principal.userId, username: principal.username, roles: principal.roles, self: true };
  }
  const [row] = await ctx.em.execute<
    { id: string; username: string; organization_unit_role: OrganizationUnitRole[] }[]
  >(
    `SELECT id, username, organization_unit_role FROM app_user
     WHERE tenant_id = ? AND lower(username) = lower(?) AND deleted_on IS NULL`,
    [principal.tenantId, username],
  );
  if (!row) throw notFound(`User-dm/${username}`);
  assertAdministers(await callerUnits(ctx), row.username, row.organization_unit_role);
  return { id: row.id, username: row.username, roles: row.organization_unit_role, self: false };
}
