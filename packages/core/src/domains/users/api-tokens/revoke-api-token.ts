import type { OrganizationUnitRole } from '@tmt/contract';
import type { ServiceContext } from '../../../kernel/context';
import { notFound } from '../../../kernel/errors';
import { lockClause } from '../../../kernel/locks';
import { callerUnits } from '../caller-units';
import { assertAdministers } from '../user-admin';

/**
 * REVOKE_API_TOKEN: by its owner or an administrator of the owner. The trigger on api_token announces the revoke, so
 * every server forgets the owner's cached callers when it commits. Another tenant's token is not found.
 */
export async function revokeApiToken(ctx: ServiceContext, id: string): Promise<null> {
  const ref = `ApiToken/${id}`;
  const [row] = await ctx.em.execute<
    { user_id: string; username: string; organization_unit_role: OrganizationUnitRole[] }[]
  >(
    `SELECT t.user_id, u.username, u.organization_unit_role FROM api_token t JOIN app_user u ON u.id = t.user_id
     WHERE t.tenant_id = ? AND t.id = ?${lockClause('apiToken', 'update', { of: 't' })}`,
    [ctx.principal.tenantId, id],
  );
  if (!row) throw notFound(ref);
  if (row.user_id !== ctx.principal.userId) {
    assertAdministers(await callerUnits(ctx), row.username, row.organization_unit_role);
  }
  await ctx.em.execute('UPDATE api_token SET revoked_on = now(), revoked_by = ? WHERE id = ? AND revoked_on IS NULL', [
    ctx.principal.username,
    id,
  ]);
  return null;
}
