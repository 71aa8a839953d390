import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import pg from 'pg';
import { logPoolErrors } from './pool-errors';
import { type DatabaseTimeouts, sessionTimeouts } from './timeouts';

/**
 * A plain pg pool beside the ORM's, for hot single-statement reads. Borrowing a connection through the ORM's knex
 * pool costs a pending operation, a timer and about twenty promises: more CPU than the read itself on GET_DOCUMENT.
 * Keyed by the ORM's configuration, which every fork shares.
 *
 * Its sessions plan each named statement once (`plan_cache_mode = force_generic_plan`): the reads sent here look rows
 * up by key (a scope, a document, a list page's rows by its keys), which a plan for any values serves as well as one
 * for the values at hand, and planning a page of cases for its values took 1.5 ms of its 3 ms. Left to choose,
 * PostgreSQL kept planning per call: for a version of one suite, its estimate of a plan for those values came out
 * lower (reading the version's suites rather than each case's suite by id), though it costs more as a version grows.
 */
const pools = new WeakMap<object, pg.Pool>();

/** How its sessions show in pg_stat_activity. */
export const READ_POOL_APPLICATION = 'tmt-reads';

export function attachReadPool(orm: MikroORM, url: string, max: number, timeouts: DatabaseTimeouts): void {
  // No idle timeout, so a release arms no timer; idle connections do not keep the process alive. The call limits
  // hold here too (see DatabaseTimeouts).
  const pool = new pg.Pool({
    connectionString: url,
    max,
    ...sessionTimeouts(timeouts),
    connectionTimeoutMillis: timeouts.acquireMs,
    idleTimeoutMillis: 0,
    allowExitOnIdle: true,
    application_name: READ_POOL_APPLICATION,
    options: '-c plan_cache_mode=force_generic_plan',
  });
  logPoolErrors(pool, 'reads');
  pools.set(orm.config, pool);
}

/** The read pool of an ORM, or of the ORM an EntityManager was forked from. */
export function readPool(source: MikroORM | EntityManager): pg.Pool {
  const pool = pools.get(source.config);
  if (!pool) throw new Error('this ORM was not opened by openDatabase, so it has no read pool');
  return pool;
}

export async function endReadPool(orm: MikroORM): Promise<void> {
  const pool = pools.get(orm.config);
  pools.delete(orm.config);
  await pool?.end();
}
