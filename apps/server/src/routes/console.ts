import type { MikroORM } from '@mikro-orm/postgresql';
import { errorResponse, protocolError } from '@tmt/api';
import { isUnstorableText, RpcErrorCode } from '@tmt/contract';
import { DomainError, resolvePrincipal, signToken } from '@tmt/core';
import { Hono } from 'hono';
import type { AppEnv } from '../env';
import type { RateLimiter } from '../rate-limit';
import { addressKey, rateLimitedAnswer } from '../rate-limited';

/** An OpenID Connect provider the console signs in with (Authorization Code with PKCE, a public client). */
export interface ConsoleOidc {
  issuer: string;
  clientId: string;
  scope: string;
  /** The `resource` (RFC 8707) to ask an access token for, when the provider needs one to issue a JWT. */
  resource?: string;
}

export interface ConsoleOptions {
  /** Dev mode only (neither TMT_JWT_SECRET nor TMT_JWKS_URL): the generated secret the sign-in form's tokens get. */
  devSecret?: Uint8Array;
  oidc?: ConsoleOidc;
}

/** What the console needs to know before anyone is signed in. */
export interface ConsoleConfig {
  devSignIn: boolean;
  oidc: ConsoleOidc | null;
}

/** How long a token of the dev sign-in form lasts. */
const DEV_TOKEN_LIFETIME = '12h';

/**
 * `{tenant, username}`, each a non-empty string of at most 255 characters that PostgreSQL can store (no NUL, no lone
 * surrogate); else the name of the bad field.
 */
function signInBody(body: unknown): { tenant: string; username: string } | { invalid: string } {
  const record = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  const field = (name: string) => {
    const value = Object.hasOwn(record, name) ? record[name] : undefined;
    return typeof value === 'string' && value.trim() && value.length <= 255 && !isUnstorableText(value)
      ? value.trim()
      : undefined;
  };
  const tenant = field('tenant');
  const username = field('username');
  if (!tenant) return { invalid: 'tenant' };
  if (!username) return { invalid: 'username' };
  return { tenant, username };
}

/**
 * `GET /api/console/config`: how the console signs in. `POST /api/dev/sign-in {tenant, username}`: in dev mode only,
 * a token for an existing, enabled user of that tenant (the same check every request makes); anywhere else 404.
 */
export function consoleRoutes({
  orm,
  limiter,
  options,
}: {
  orm: MikroORM;
  limiter: RateLimiter;
  options: ConsoleOptions;
}): Hono<AppEnv> {
  const config: ConsoleConfig = { devSignIn: Boolean(options.devSecret), oidc: options.oidc ?? null };
  const app = new Hono<AppEnv>().get('/console/config', (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json(config);
  });
  const secret = options.devSecret;
  if (!secret) return app;
  return app.post('/dev/sign-in', async (c) => {
    const wait = limiter.take(addressKey(c));
    if (wait) return rateLimitedAnswer(c, wait);
    const locale = c.get('locale');
    const claims = signInBody(await c.req.json().catch(() => undefined));
    if ('invalid' in claims) {
      const issues = [
        {
          path: claims.invalid,
          message: 'a non-empty string of at most 255 characters, without NUL or unpaired surrogates',
        },
      ];
      return c.json(
        errorResponse(null, protocolError(locale, RpcErrorCode.INVALID_PARAMS, 'INVALID_PARAMS', {}, { issues })),
        400,
      );
    }
    try {
      await resolvePrincipal(orm.em.fork(), claims);
    } catch (err) {
      if (!(err instanceof DomainError)) throw err;
      return c.json(errorResponse(null, protocolError(locale, RpcErrorCode.UNAUTHENTICATED, err.reason)), 401);
    }
    c.header('Cache-Control', 'no-store');
    return c.json({ token: await signToken(secret, claims, DEV_TOKEN_LIFETIME) });
  });
}
