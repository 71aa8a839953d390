import type { MikroORM } from '@mikro-orm/postgresql';
import { DomainError, type Principal, resolvePrincipal, type TokenClaims } from '@tmt/core';

export type TokenVerifier = (token: string) => Promise<TokenClaims>;

/** The caller of a request from its `Authorization: Bearer` header; a DomainError says why not. */
export async function authenticate(
  header: string | undefined,
  verify: TokenVerifier,
  orm: MikroORM,
): Promise<Principal> {
  if (!header) throw new DomainError('UNAUTHENTICATED', 'TOKEN_MISSING');
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  if (!match?.[1]) throw new DomainError('UNAUTHENTICATED', 'TOKEN_INVALID');
  const claims = await verify(match[1]);
  return resolvePrincipal(orm.em.fork(), claims);
}
