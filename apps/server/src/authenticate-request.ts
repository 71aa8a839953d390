import { errorResponse, knownRpcError, protocolError } from '@tmt/api';
import { RpcErrorCode } from '@tmt/contract';
import { DomainError, type Principal } from '@tmt/core';
import type { Context } from 'hono';
import type { Authenticate } from './authenticate';
import type { AppEnv } from './env';
import { requestHeader } from './node-http';
import type { RateLimiter } from './rate-limit';
import { addressKey, rateLimitedAnswer } from './rate-limited';

/**
 * The caller of one HTTP request, counted against its token's rate limit; or the answer to send instead: 401 for a
 * missing or bad token (counted against the address), 429 past either limit, 409 -32009 DATABASE_BUSY when the
 * user could not be looked up in time.
 */
export async function authenticateRequest(
  c: Context<AppEnv>,
  authenticate: Authenticate,
  limiter: RateLimiter,
): Promise<Principal | Response> {
  const authorization = requestHeader(c, 'Authorization');
  let principal: Principal;
  try {
    principal = await authenticate(authorization);
  } catch (err) {
    if (!(err instanceof DomainError)) {
      // The user's lookup waited too long for the database (a full pool): retryable -32009, as any call's wait.
      const busy = knownRpcError(err, c.get('locale'));
      if (busy) return c.json(errorResponse(null, busy), 409);
      throw err;
    }
    const wait = limiter.take(addressKey(c));
    if (wait) return rateLimitedAnswer(c, wait);
    return c.json(errorResponse(null, protocolError(c.get('locale'), RpcErrorCode.UNAUTHENTICATED, err.reason)), 401);
  }
  const wait = limiter.take(authorization as string);
  return wait ? rateLimitedAnswer(c, wait) : principal;
}
