import type { MikroORM } from '@mikro-orm/postgresql';
import {
  DomainError,
  isApiToken,
  type Principal,
  resolveApiToken,
  resolvePrincipal,
  type TokenClaims,
} from '@tmt/core';
import { type PrincipalChanges, principalKey } from './principal-changes';

export type TokenVerifier = (token: string) => Promise<TokenClaims>;
export type Authenticate = (authorization: string | undefined) => Promise<Principal>;

interface Cached {
  principal: Principal;
  until: number;
}

const MAX_CACHED = 10_000;

/**
 * Resolves the caller of a request from its `Authorization: Bearer` header (a JWT, or an API token `tmt_…`); a
 * DomainError says why not.
 * A verified token's caller is remembered for `cacheTtlMs` (never past the token's expiry), which spares the
 * signature check and the user lookup on every call; `cacheTtlMs = 0` checks every request.
 *
 * A user disabled, deleted, expired or whose roles change is forgotten at once, on every server: the database
 * announces the change to each process when it commits (`changes`), and each drops that user's entries. Should the
 * LISTEN session drop, the whole cache is dropped when it is back, as changes may have been missed. A check that was
 * under way when a change came is not remembered, as it may have read the user before the change.
 *
 * Concurrent checks of one token share one verification; its failure is not kept, so the next request checks again.
 */
export function createAuthenticator(
  verify: TokenVerifier,
  orm: MikroORM,
  cacheTtlMs: number,
  changes?: PrincipalChanges,
): Authenticate {
  const cache = new Map<string, Cached>();
  const checking = new Map<string, Promise<Principal>>();
  // Counts the changes heard: a check remembers its caller only if none came while it ran.
  let heard = 0;
  changes?.on((key) => {
    heard++;
    if (key === undefined) return cache.clear();
    for (const [token, { principal }] of cache)
      if (principalKey(principal.tenantId, principal.username) === key) cache.delete(token);
  });
  const check = async (token: string): Promise<Principal> => {
    const since = heard;
    // An API token (`tmt_…`) is looked up by its hash; anything else is a JWT to verify.
    const { principal, expiresAt } = isApiToken(token)
      ? await resolveApiToken(orm.em.fork(), token)
      : await verify(token).then(async (claims) => ({
          principal: await resolvePrincipal(orm.em.fork(), claims),
          expiresAt: claims.expiresAt,
        }));
    if (cacheTtlMs > 0 && since === heard) {
      if (cache.size >= MAX_CACHED) cache.delete(cache.keys().next().value as string);
      const until = Math.min(Date.now() + cacheTtlMs, expiresAt ?? Number.POSITIVE_INFINITY);
      cache.set(token, { principal, until });
    }
    return principal;
  };
  return async (authorization) => {
    if (!authorization) throw new DomainError('UNAUTHENTICATED', 'TOKEN_MISSING');
    const match = /^Bearer\s+(\S+)$/i.exec(authorization);
    if (!match?.[1]) throw new DomainError('UNAUTHENTICATED', 'TOKEN_INVALID');
    const token = match[1];
    const hit = cache.get(token);
    if (hit && hit.until > Date.now()) return hit.principal;
    let pending = checking.get(token);
    if (!pending) {
      pending = check(token).finally(() => checking.delete(token));
      checking.set(token, pending);
    }
    return pending;
  };
}
