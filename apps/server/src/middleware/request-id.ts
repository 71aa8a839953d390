import { randomUUID } from 'node:crypto';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../env';

const usable = /^[A-Za-z0-9._-]{8,128}$/;

/** Every answer carries `X-Request-Id`: the caller's, when it sent a sane one, else a new uuid. */
export const requestId = createMiddleware<AppEnv>(async (c, next) => {
  const incoming = c.req.header('X-Request-Id');
  const id = incoming && usable.test(incoming) ? incoming : randomUUID();
  c.set('requestId', id);
  c.header('X-Request-Id', id);
  await next();
});
