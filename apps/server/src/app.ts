import type { MikroORM } from '@mikro-orm/postgresql';
import { messageFor, RpcErrorCode } from '@tmt/contract';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { TokenVerifier } from './authenticate';
import type { AppEnv } from './env';
import type { Logger } from './logger';
import { locale } from './middleware/locale';
import { requestId } from './middleware/request-id';
import { healthRoute } from './routes/health';
import { jsonRpcRoute } from './routes/jsonrpc';
import { trpcRoute } from './routes/trpc';
import { webRoutes } from './routes/web';

export interface AppDeps {
  orm: MikroORM;
  verify: TokenVerifier;
  logger: Logger;
  bodyLimitBytes: number;
  maxBatch: number;
  webDist: string;
}

/** Composes the HTTP surface. Tests call `app.request()` on it; main.ts serves it. */
export function createApp(deps: AppDeps) {
  const { orm, verify, logger } = deps;
  const app = new Hono<AppEnv>();
  app.use('*', requestId, locale);
  app.use(
    '/api/*',
    bodyLimit({
      maxSize: deps.bodyLimitBytes,
      onError: (c) =>
        c.json(
          {
            jsonrpc: '2.0',
            id: null,
            error: {
              code: RpcErrorCode.INVALID_REQUEST,
              message: messageFor(c.get('locale'), 'BODY_TOO_LARGE', { limit: String(deps.bodyLimitBytes) }),
              data: { reason: 'BODY_TOO_LARGE' },
            },
          },
          413,
        ),
    }),
  );
  app.route('/api/v2/rpc', jsonRpcRoute({ orm, verify, logger, maxBatch: deps.maxBatch }));
  app.route('/api/trpc', trpcRoute({ orm, verify, logger }));
  app.route('/healthz', healthRoute(orm));
  app.route('/', webRoutes(deps.webDist));
  app.onError((err, c) => {
    const id = c.get('requestId');
    logger.error('unhandled error', err, { requestId: id, path: c.req.path });
    const error = {
      code: RpcErrorCode.INTERNAL_ERROR,
      message: messageFor(c.get('locale') ?? 'en', 'INTERNAL_ERROR', { requestId: id }),
      data: { reason: 'INTERNAL_ERROR', requestId: id },
    };
    return c.json({ jsonrpc: '2.0', id: null, error }, 500);
  });
  return app;
}
