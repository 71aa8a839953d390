import type { EntityManager } from '@mikro-orm/postgresql';
import type { Principal } from '../access/principal';
import { User } from '../entities';
import { DomainError } from '../errors';
import type { TokenClaims } from './tokens';

/** The caller behind verified claims: an enabled, unexpired, not deleted user of the token's tenant. */
export async function resolvePrincipal(em: EntityManager, claims: TokenClaims): Promise<Principal> {
  const user = await em.findOne(User, { tenantId: claims.tenant, username: claims.username, deletedOn: null });
  if (!user?.enabled) throw new DomainError('UNAUTHENTICATED', 'TOKEN_INVALID');
  if (user.expirationDate && user.expirationDate.getTime() < Date.now()) {
    throw new DomainError('UNAUTHENTICATED', 'TOKEN_EXPIRED');
  }
  // Roles a token lists (`tmt_roles`, from an identity provider) replace the stored ones.
  const roles = claims.roles ?? user.organizationUnitRole;
  return { tenantId: user.tenantId, userId: user.id, username: user.username, roles };
}
