import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../env';

/** German when the caller prefers it (Accept-Language), English otherwise; a call's `locale` param still wins. */
export const locale = createMiddleware<AppEnv>(async (c, next) => {
  const preferred = c.req.header('Accept-Language')?.split(',')[0]?.trim().toLowerCase() ?? '';
  c.set('locale', preferred.startsWith('de') ? 'de' : 'en');
  await next();
});
