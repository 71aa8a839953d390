import type { EntityManager } from '@mikro-orm/postgresql';

interface PgClient {
  query(config: { name: string; text: string; values: unknown[] }): Promise<{ rows: Record<string, unknown>[] }>;
}

/**
 * Runs a hot read as a named prepared statement, so PostgreSQL plans it once per connection rather than on every
 * call (knex sends unnamed statements). Outside a transaction it borrows a pooled connection; inside one it goes
 * through the transaction like any other query. `text` uses $1…$n placeholders.
 */
export async function preparedQuery<T = Record<string, unknown>>(
  em: EntityManager,
  name: string,
  text: string,
  values: unknown[],
): Promise<T[]> {
  if (em.isInTransaction()) return em.execute<T[]>(text.replace(/\$\d+/g, '?'), values);
  const client = em.getKnex().client;
  const connection = (await client.acquireConnection()) as PgClient;
  try {
    return (await connection.query({ name, text, values })).rows as T[];
  } finally {
    await client.releaseConnection(connection);
  }
}
