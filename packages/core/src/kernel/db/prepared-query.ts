import type { Knex } from '@mikro-orm/postgresql';
import type pg from 'pg';
import { unforkedOrm } from '../call-context';
import type { ServiceContext } from '../context';
import { readPool } from './read-pool';

/**
 * Runs a hot read as a named prepared statement, so PostgreSQL plans it once per connection rather than on every
 * call (knex sends unnamed statements). Outside a transaction it goes through the read pool, without forking an
 * EntityManager when the call has none yet; inside one it goes to the transaction's own connection, so it sees
 * what the transaction wrote. Either way `text` reaches PostgreSQL as written, with its $1…$n placeholders.
 */
export async function preparedQuery<T = Record<string, unknown>>(
  ctx: ServiceContext,
  name: string,
  text: string,
  values: unknown[],
): Promise<T[]> {
  const orm = unforkedOrm(ctx);
  const client = orm ? undefined : await transactionClient(ctx);
  return (await (client ?? readPool(orm ?? ctx.em)).query({ name, text, values })).rows as T[];
}

/**
 * The pg client a transaction holds, if the call is in one. Knex hands a transaction's client the connection it
 * began on, and releasing it there is a no-op: the transaction keeps it until it ends.
 */
export async function transactionClient(ctx: Pick<ServiceContext, 'em'>): Promise<pg.PoolClient | undefined> {
  const trx = ctx.em.getTransactionContext<Knex.Transaction>();
  return trx ? ((await trx.client.acquireConnection()) as pg.PoolClient) : undefined;
}
