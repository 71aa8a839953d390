import type { EntityManager } from '@mikro-orm/postgresql';
import type { Principal } from '../access/principal';
import { User } from '../entities';
import { DomainError } from '../errors';
import type { TokenClaims } from './tokens';

/** The caller behind verified claims: an enabled, unexpired user of the token's tenant. */
export async function resolvePrincipal(em: EntityManager, claims: TokenClaims): Promise<Principal> {
  const user = await em.findOne(User, { tenantId: claims.tenant, username: claims.username });
  if (!user?.enabled) throw new DomainError('UNAUTHENTICATED', 'TOKEN_INVALID');
  if (user.expirationDate && user.expirationDate.getTime() < Date.now()) {
    throw new DomainError('UNAUTHENTICATED', 'TOKEN_EXPIRED');
  }
  return { tenantId: user.tenantId, userId: user.id, username: user.username, roles: user.organizationUnitRole };
}
