import { createHash } from 'node:crypto';
import type { Knex } from '@mikro-orm/postgresql';
import type pg from 'pg';
import { unforkedOrm } from '../call-context';
import type { ServiceContext } from '../context';
import { readPool } from './read-pool';

/**
 * Runs a hot read as a named prepared statement, so PostgreSQL plans it once per connection rather than on every
 * call (knex sends unnamed statements). Outside a transaction it goes through the read pool, without forking an
 * EntityManager when the call has none yet, and is planned once for any values (see read-pool.ts); inside one it goes
 * to the transaction's own connection, so it sees what the transaction wrote. A read whose best plan depends on its
 * values (`plans: 'per-values'`: a report over however many executions) goes to the ORM's pool instead, where
 * PostgreSQL decides per call as it does for any statement. Either way `text` reaches PostgreSQL as written, with its
 * $1…$n placeholders.
 */
export async function preparedQuery<T = Record<string, unknown>>(
  ctx: ServiceContext,
  name: string,
  text: string,
  values: unknown[],
  { plans = 'generic' }: { plans?: 'generic' | 'per-values' } = {},
): Promise<T[]> {
  const orm = unforkedOrm(ctx);
  const query = { name, text, values };
  const client = orm ? undefined : await transactionClient(ctx);
  if (client) return (await client.query(query)).rows as T[];
  if (plans === 'generic') return (await readPool(orm ?? ctx.em).query(query)).rows as T[];
  const knex = ctx.em.getConnection().getKnex();
  const pooled = (await knex.client.acquireConnection()) as pg.PoolClient;
  try {
    return (await pooled.query(query)).rows as T[];
  } finally {
    await knex.client.releaseConnection(pooled);
  }
}

/**
 * The pg client a transaction holds, if the call is in one. Knex hands a transaction's client the connection it
 * began on, and releasing it there is a no-op: the transaction keeps it until it ends.
 */
export async function transactionClient(ctx: Pick<ServiceContext, 'em'>): Promise<pg.PoolClient | undefined> {
  const trx = ctx.em.getTransactionContext<Knex.Transaction>();
  return trx ? ((await trx.client.acquireConnection()) as pg.PoolClient) : undefined;
}

/**
 * Runs a statement written for `em.execute` (`?` placeholders, and no other `?`: no jsonb `?` operator) as
 * `preparedQuery`, its placeholders numbered $1…$n in order and named by its text, so each text is prepared once per
 * connection. For statements whose text comes from a few shapes (a list's page, an answer's fillers), never from
 * values: each text stays prepared on its connection.
 */
export function preparedStatement<T = Record<string, unknown>>(
  ctx: ServiceContext,
  sql: string,
  params: unknown[],
): Promise<T[]> {
  let n = 0;
  const text = sql.replace(/\?/g, () => `$${++n}`);
  return preparedQuery<T>(ctx, `tmt_${createHash('sha1').update(text).digest('base64url')}`, text, params);
}
