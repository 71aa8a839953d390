import type { EntityManager } from '@mikro-orm/postgresql';
import { readPool } from './read-pool';

/**
 * Runs a hot read as a named prepared statement, so PostgreSQL plans it once per connection rather than on every
 * call (knex sends unnamed statements). Outside a transaction it goes through the read pool; inside one it goes
 * through the transaction like any other query. `text` uses $1…$n placeholders.
 */
export async function preparedQuery<T = Record<string, unknown>>(
  em: EntityManager,
  name: string,
  text: string,
  values: unknown[],
): Promise<T[]> {
  if (em.isInTransaction()) return em.execute<T[]>(text.replace(/\$\d+/g, '?'), values);
  return (await readPool(em).query({ name, text, values })).rows as T[];
}
