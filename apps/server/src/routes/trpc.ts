import { trpcServer } from '@hono/trpc-server';
import type { MikroORM } from '@mikro-orm/postgresql';
import { appRouter, createContextInner } from '@tmt/api';
import { DomainError, type Principal } from '@tmt/core';
import { Hono } from 'hono';
import type { Authenticate } from '../authenticate';
import { contextHeaders } from '../context-headers';
import type { AppEnv } from '../env';
import type { Logger } from '../logger';

/** /api/trpc for the console: the same procedures; an unauthenticated caller reaches them without a principal. */
export function trpcRoute({
  orm,
  authenticate,
  logger,
}: {
  orm: MikroORM;
  authenticate: Authenticate;
  logger: Logger;
}): Hono<AppEnv> {
  return new Hono<AppEnv>().use(
    '/*',
    trpcServer({
      endpoint: '/api/trpc',
      router: appRouter,
      createContext: async (_opts, c) => {
        let principal: Principal | null = null;
        try {
          principal = await authenticate(c.req.header('Authorization'));
        } catch (err) {
          if (!(err instanceof DomainError)) throw err;
        }
        return createContextInner({
          orm,
          principal,
          locale: c.get('locale'),
          header: contextHeaders(c),
          requestId: c.get('requestId'),
        });
      },
      onError: ({ error, ctx }) => {
        if (error.code === 'INTERNAL_SERVER_ERROR')
          logger.error('internal error in a tRPC call', error, { requestId: ctx?.requestId });
      },
    }),
  );
}
