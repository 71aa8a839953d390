import { unforkedOrm } from '../call-context';
import type { ServiceContext } from '../context';
import { readPool } from './read-pool';

/**
 * Runs a hot read as a named prepared statement, so PostgreSQL plans it once per connection rather than on every
 * call (knex sends unnamed statements). Outside a transaction it goes through the read pool, without forking an
 * EntityManager when the call has none yet; inside one it goes through the transaction like any other query.
 * `text` uses $1…$n placeholders.
 */
export async function preparedQuery<T = Record<string, unknown>>(
  ctx: ServiceContext,
  name: string,
  text: string,
  values: unknown[],
): Promise<T[]> {
  const orm = unforkedOrm(ctx);
  if (!orm && ctx.em.isInTransaction()) return ctx.em.execute<T[]>(text.replace(/\$\d+/g, '?'), values);
  return (await readPool(orm ?? ctx.em).query({ name, text, values })).rows as T[];
}
