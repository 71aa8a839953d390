import type { MikroORM } from '@mikro-orm/postgresql';
import { errorResponse, internalRpcError } from '@tmt/api';
import type { BlobStore } from '@tmt/core';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { createAuthenticator, type TokenVerifier } from './authenticate';
import type { AppEnv } from './env';
import type { Logger } from './logger';
import { requestContext } from './middleware/request-context';
import { principalChanges } from './principal-changes';
import { createRateLimiter } from './rate-limit';
import { bodyTooLargeAnswer } from './read-body';
import { attachmentRoute } from './routes/attachments';
import { automationRoute } from './routes/automation';
import { type ConsoleOptions, consoleRoutes } from './routes/console';
import { healthRoute } from './routes/health';
import { type JsonRpcRouteDeps, jsonRpcRoute } from './routes/jsonrpc';
import { readyRoute } from './routes/ready';
import { runEventsRoute } from './routes/run-events';
import { trpcRoute } from './routes/trpc';
import { webRoutes } from './routes/web';

export interface AppDeps {
  orm: MikroORM;
  verify: TokenVerifier;
  logger: Logger;
  bodyLimitBytes: number;
  /** How long a verified token's caller is remembered (0: check every request). */
  authCacheMs: number;
  maxBatch: number;
  /** Requests per minute per token (per address without a valid token); 0 or absent: no limit. */
  rateLimitPerMinute?: number;
  /** How often an idle live-results stream sends a comment line; 15 s when absent. */
  eventsHeartbeatMs?: number;
  webDist: string;
  /** Where uploaded files are kept, and the largest one taken. */
  attachments: { blobs: BlobStore; maxBytes: number; urlSecret: Uint8Array; thumbnailsPerMinute?: number };
  /** How the console signs in: the dev form (dev mode only) and an OpenID Connect provider. */
  console?: ConsoleOptions;
  /** The URL the server is reached at (TMT_PUBLIC_URL, or localhost on its port): docs links and feeds name it. */
  publicUrl?: () => string | undefined;
  /** Sees every answered JSON-RPC call (the tests check results against the contract with it). */
  onAnswer?: JsonRpcRouteDeps['onAnswer'];
  /** True once the server is shutting down: `/readyz` answers 503 so the load balancer sends no new requests. */
  draining?: () => boolean;
}

/** Composes the HTTP surface. Tests call `app.request()` on it; main.ts serves it. */
export function createApp(deps: AppDeps) {
  const { orm, logger } = deps;
  // Users whose access shrank, pushed by the database to every server: the auth cache forgets them, streams end.
  const changes = principalChanges(orm);
  const authenticate = createAuthenticator(deps.verify, orm, deps.authCacheMs, changes);
  // One limiter for both endpoints, so a token's calls count once whichever way they come.
  const limiter = createRateLimiter(deps.rateLimitPerMinute ?? 0);
  const app = new Hono<AppEnv>();
  app.use('*', requestContext);
  // The JSON-RPC route reads and limits its body itself (cheaper on the hot path); tRPC uses the middleware.
  app.use(
    '/api/trpc/*',
    bodyLimit({ maxSize: deps.bodyLimitBytes, onError: (c) => bodyTooLargeAnswer(c, deps.bodyLimitBytes) }),
  );
  app.route(
    '/api/v2/rpc',
    jsonRpcRoute({
      orm,
      authenticate,
      logger,
      limiter,
      maxBatch: deps.maxBatch,
      bodyLimitBytes: deps.bodyLimitBytes,
      onAnswer: deps.onAnswer,
      urlSecret: deps.attachments.urlSecret,
      publicUrl: deps.publicUrl,
    }),
  );
  app.route('/api/trpc', trpcRoute({ orm, authenticate, logger, limiter, urlSecret: deps.attachments.urlSecret }));
  app.route('/api/v2/attachment', attachmentRoute({ orm, authenticate, logger, limiter, ...deps.attachments }));
  app.route('/api/automation', automationRoute({ orm, authenticate, logger, limiter, blobs: deps.attachments.blobs }));
  app.route(
    '/api/events',
    runEventsRoute({ orm, authenticate, logger, limiter, heartbeatMs: deps.eventsHeartbeatMs, changes }),
  );
  app.route('/api', consoleRoutes({ orm, limiter, options: deps.console ?? {} }));
  app.route('/healthz', healthRoute(orm));
  app.route('/readyz', readyRoute(orm, deps.attachments.blobs, deps.draining ?? (() => false)));
  app.route('/', webRoutes(deps.webDist, deps.publicUrl, deps.console?.oidc?.issuer));
  app.onError((err, c) => {
    const id = c.get('requestId');
    logger.error('unhandled error', err, { requestId: id, path: c.req.path });
    return c.json(errorResponse(null, internalRpcError(c.get('locale') ?? 'en', id)), 500);
  });
  return app;
}
