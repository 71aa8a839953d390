import type { MikroORM } from '@mikro-orm/postgresql';
import type { BlobStore } from '@tmt/core';
import { Hono } from 'hono';
import type { AppEnv } from '../env';

/** How long a dependency may take to answer before the server counts as not ready. */
const CHECK_TIMEOUT_MS = 2_000;

const within = <T>(work: Promise<T>) =>
  Promise.race([
    work,
    new Promise<never>((_, reject) => setTimeout(() => reject(new Error('timed out')), CHECK_TIMEOUT_MS).unref()),
  ]);

/**
 * Readiness for a load balancer: 200 while the database and the blob store answer and the server is not draining,
 * else 503 with what is missing. `/healthz` stays the liveness check (the process answers at all): a balancer routes
 * by this one, an orchestrator restarts by that one.
 */
export function readyRoute(orm: MikroORM, blobs: BlobStore, draining: () => boolean): Hono<AppEnv> {
  return new Hono<AppEnv>().get('/', async (c) => {
    if (draining()) return c.json({ status: 'draining' }, 503);
    const [database, blobStore] = await Promise.allSettled([
      within(orm.em.fork().execute('SELECT 1')),
      within(blobs.check()),
    ]);
    const state = {
      database: database.status === 'fulfilled' ? 'up' : 'down',
      blobs: blobStore.status === 'fulfilled' ? 'up' : 'down',
    };
    const ready = database.status === 'fulfilled' && blobStore.status === 'fulfilled';
    return c.json({ status: ready ? 'ready' : 'unavailable', ...state }, ready ? 200 : 503);
  });
}
