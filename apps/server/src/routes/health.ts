import type { MikroORM } from '@mikro-orm/postgresql';
import { Hono } from 'hono';
import type { AppEnv } from '../env';

/** 200 only while the database answers; load balancers take the instance out otherwise. */
export function healthRoute(orm: MikroORM): Hono<AppEnv> {
  return new Hono<AppEnv>().get('/', async (c) => {
    try {
      await orm.em.fork().execute('SELECT 1');
      return c.json({ status: 'ok', database: 'up' });
    } catch {
      return c.json({ status: 'unavailable', database: 'down' }, 503);
    }
  });
}
