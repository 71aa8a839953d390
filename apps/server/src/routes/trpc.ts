import { trpcServer } from '@hono/trpc-server';
import type { MikroORM } from '@mikro-orm/postgresql';
import { appRouter, ContextFailure, createContextInner, describeTrpcError, toTrpcError } from '@tmt/api';
import { DomainError, type Principal, timeoutRefusal } from '@tmt/core';
import type { TRPCError } from '@trpc/server';
import { Hono } from 'hono';
import type { Authenticate } from '../authenticate';
import { contextHeaders } from '../context-headers';
import type { AppEnv } from '../env';
import type { Logger } from '../logger';
import type { RateLimiter } from '../rate-limit';
import { addressKey } from '../rate-limited';

const rateLimited = (retryAfter: number) =>
  toTrpcError(new DomainError('RATE_LIMITED', 'TOO_MANY_REQUESTS', { retryAfter: String(retryAfter) }, { retryAfter }));

const retryAfterOf = (error: TRPCError) =>
  error.cause instanceof DomainError && error.cause.reason === 'TOO_MANY_REQUESTS' ? error.cause.data.retryAfter : 0;

/**
 * /api/trpc: the procedures of /api/v2/rpc for tRPC clients in TypeScript, the console of apps/web first. Same auth: a caller without a valid token reaches a procedure with no
 * principal, and the procedure answers -32001 with the reason the JSON-RPC endpoint gives (TOKEN_MISSING, TOKEN_INVALID…). Same rate limit: each HTTP request counts against its token's bucket
 * (its address's, without a valid token). Same error table (see the error formatter in @tmt/api); unexpected errors
 * are logged with the request id.
 */
export function trpcRoute({
  orm,
  authenticate,
  logger,
  limiter,
  urlSecret,
}: {
  orm: MikroORM;
  authenticate: Authenticate;
  logger: Logger;
  limiter: RateLimiter;
  urlSecret: Uint8Array;
}): Hono<AppEnv> {
  return new Hono<AppEnv>().use(
    '/*',
    trpcServer({
      endpoint: '/api/trpc',
      router: appRouter,
      createContext: async (_opts, c) => {
        const requestId = c.get('requestId');
        const authorization = c.req.header('Authorization');
        let principal: Principal | null = null;
        let authFailure: DomainError | undefined;
        try {
          principal = await authenticate(authorization);
        } catch (err) {
          if (!(err instanceof DomainError)) {
            const busy = timeoutRefusal(err);
            if (busy) throw toTrpcError(busy);
            throw new ContextFailure(requestId, err);
          }
          authFailure = err;
        }
        const wait = limiter.take(principal ? (authorization as string) : addressKey(c));
        if (wait) throw rateLimited(wait);
        return createContextInner({
          orm,
          principal,
          authFailure,
          requestLocale: c.get('locale'),
          header: contextHeaders(c),
          requestId,
          urlSecret,
        });
      },
      responseMeta: ({ errors }) => {
        const retryAfter = errors.map(retryAfterOf).find(Boolean);
        return retryAfter ? { headers: { 'Retry-After': String(retryAfter) } } : {};
      },
      onError: ({ error, ctx, path }) => {
        const { internal, rpc } = describeTrpcError(error, 'en', ctx?.requestId, path);
        if (!internal) return;
        const failure = error.cause instanceof ContextFailure ? error.cause.cause : (error.cause ?? error);
        logger.error('internal error in a tRPC call', failure, { requestId: rpc.data.requestId, path });
      },
    }),
  );
}
