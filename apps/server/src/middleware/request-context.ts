import { randomUUID } from 'node:crypto';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../env';
import { requestHeader, setResponseHeader } from '../node-http';

const usable = /^[A-Za-z0-9._-]{8,128}$/;

/**
 * Every answer carries `X-Request-Id`: the caller's, when it sent a sane one, else a new uuid. The locale is German
 * when the caller prefers it (Accept-Language), English otherwise; a call's `locale` param still wins.
 * One middleware for both, as it runs on every request.
 */
export const requestContext = createMiddleware<AppEnv>(async (c, next) => {
  const incoming = requestHeader(c, 'X-Request-Id');
  const id = incoming && usable.test(incoming) ? incoming : randomUUID();
  c.set('requestId', id);
  setResponseHeader(c, 'X-Request-Id', id);
  const preferred = requestHeader(c, 'Accept-Language')?.split(',')[0]?.trim().toLowerCase() ?? '';
  c.set('locale', preferred.startsWith('de') ? 'de' : 'en');
  await next();
});
