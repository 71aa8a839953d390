import { createSecretKey } from 'node:crypto';
import { isUnstorableText, type OrganizationUnitRole } from '@tmt/contract';
import { createLocalJWKSet, createRemoteJWKSet, errors, type JWTPayload, jwtVerify, SignJWT } from 'jose';
import { DomainError } from '../errors';
import { ROLES_CLAIM, rolesOfClaim } from './role-claim';

export interface TokenClaims {
  tenant: string;
  username: string;
  /** Epoch milliseconds of the token's `exp`, when it has one. */
  expiresAt?: number;
  /** The roles of the token's `tmt_roles` claim, when it has one: they replace the user's stored roles. */
  roles?: OrganizationUnitRole[];
}

export type TokenKey = ({ secret: Uint8Array } | { jwksUrl: string; jwksMaxAgeMs?: number }) & {
  /** Required `iss` and `aud` claims, when configured (advisable with an identity provider). */
  issuer?: string;
  audience?: string;
};

/**
 * Verifies bearer tokens: HS256 with a shared secret, or any JWKS-published key (an OpenID Connect provider).
 * The tenant is the `tenant` claim; the user is `preferred_username`, else `sub`; roles, when the token lists them,
 * the `tmt_roles` claim. A tenant, user name or subject PostgreSQL cannot store (NUL, lone surrogates) makes the token invalid.
 */
export function createTokenVerifier(key: TokenKey): (token: string) => Promise<TokenClaims> {
  // A KeyObject made once is much cheaper per verification than raw secret bytes.
  const getKey = 'secret' in key ? createSecretKey(key.secret) : providerKeys(key.jwksUrl, key.jwksMaxAgeMs);
  return async (token) => {
    let payload: JWTPayload;
    try {
      payload = (
        await jwtVerify(token, getKey as Parameters<typeof jwtVerify>[1], {
          issuer: key.issuer,
          audience: key.audience,
        })
      ).payload;
    } catch (err) {
      if (err instanceof errors.JWTExpired) throw new DomainError('UNAUTHENTICATED', 'TOKEN_EXPIRED');
      throw new DomainError('UNAUTHENTICATED', 'TOKEN_INVALID');
    }
    const username = payload.preferred_username ?? payload.sub;
    // Claims are looked up in PostgreSQL, which refuses NUL and lone surrogates: such a token names no user.
    const text = (value: unknown): value is string => typeof value === 'string' && !isUnstorableText(value);
    if (!text(payload.tenant) || !text(username) || (payload.sub !== undefined && !text(payload.sub))) {
      throw new DomainError('UNAUTHENTICATED', 'TOKEN_INVALID');
    }
    return {
      tenant: payload.tenant,
      username,
      expiresAt: payload.exp === undefined ? undefined : payload.exp * 1000,
      roles: rolesOfClaim(payload[ROLES_CLAIM], payload.tenant),
    };
  };
}

/**
 * The keys an identity provider publishes (JWKS), fetched again once `maxAgeMs` old (jose's default: 10 minutes).
 * Should that fetch fail (the provider slow or down for a moment), a token is checked against the keys fetched
 * before, which still verify what they signed: a valid token is never refused for a hiccup of the provider.
 */
function providerKeys(url: string, maxAgeMs?: number) {
  const remote = createRemoteJWKSet(new URL(url), maxAgeMs === undefined ? {} : { cacheMaxAge: maxAgeMs });
  return async (...args: Parameters<typeof remote>) => {
    try {
      return await remote(...args);
    } catch (err) {
      const known = remote.jwks();
      if (!known) throw err;
      return createLocalJWKSet(known)(...args);
    }
  };
}

/** Signs an HS256 token for dev/embedded mode and `npm run token`. */
export function signToken(
  secret: Uint8Array,
  claims: TokenClaims,
  expiresIn: string | number = '30d',
): Promise<string> {
  return new SignJWT({ tenant: claims.tenant, preferred_username: claims.username })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(claims.username)
    .setIssuedAt()
    .setExpirationTime(expiresIn)
    .sign(secret);
}
