import type { MikroORM } from '@mikro-orm/postgresql';
import { DomainError, type Principal, resolvePrincipal, type TokenClaims } from '@tmt/core';

export type TokenVerifier = (token: string) => Promise<TokenClaims>;
export type Authenticate = (authorization: string | undefined) => Promise<Principal>;

interface Cached {
  principal: Principal;
  until: number;
}

const MAX_CACHED = 10_000;

/**
 * Resolves the caller of a request from its `Authorization: Bearer` header; a DomainError says why not.
 * A verified token's caller is remembered for `cacheTtlMs` (never past the token's expiry), which spares the
 * signature check and the user lookup on every call: a disabled user or a changed role takes effect within that
 * time. `cacheTtlMs = 0` checks every request.
 */
export function createAuthenticator(verify: TokenVerifier, orm: MikroORM, cacheTtlMs: number): Authenticate {
  const cache = new Map<string, Cached>();
  return async (authorization) => {
    if (!authorization) throw new DomainError('UNAUTHENTICATED', 'TOKEN_MISSING');
    const match = /^Bearer\s+(\S+)$/i.exec(authorization);
    if (!match?.[1]) throw new DomainError('UNAUTHENTICATED', 'TOKEN_INVALID');
    const token = match[1];
    const now = Date.now();
    const hit = cache.get(token);
    if (hit && hit.until > now) return hit.principal;
    const claims = await verify(token);
    const principal = await resolvePrincipal(orm.em.fork(), claims);
    if (cacheTtlMs > 0) {
      if (cache.size >= MAX_CACHED) cache.delete(cache.keys().next().value as string);
      cache.set(token, { principal, until: Math.min(now + cacheTtlMs, claims.expiresAt ?? Number.POSITIVE_INFINITY) });
    }
    return principal;
  };
}
