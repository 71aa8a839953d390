import { errorResponse, protocolError } from '@tmt/api';
import { RpcErrorCode } from '@tmt/contract';
import type { Context } from 'hono';
import type { AppEnv } from './env';
import { nodeIncoming, setResponseHeader } from './node-http';

/** The key a caller without a valid token is counted under: its address (one key for all under app.request). */
export const addressKey = (c: Context<AppEnv>) => `address:${nodeIncoming(c)?.socket.remoteAddress ?? 'local'}`;

/** HTTP 429 with a JSON-RPC error body and `Retry-After`. */
export function rateLimitedAnswer(c: Context<AppEnv>, retryAfter: number): Response {
  setResponseHeader(c, 'Retry-After', String(retryAfter));
  const error = protocolError(
    c.get('locale'),
    RpcErrorCode.RATE_LIMITED,
    'TOO_MANY_REQUESTS',
    { retryAfter: String(retryAfter) },
    { retryAfter },
  );
  return c.json(errorResponse(null, error), 429);
}
