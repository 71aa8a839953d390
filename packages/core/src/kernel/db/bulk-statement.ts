import type { ServiceContext } from '../context';
import { transactionClient } from './prepared-query';

/**
 * Runs a statement that carries a large value (a batch of rows as JSON) on the transaction's connection, with `$1…$n`
 * placeholders whose values go to PostgreSQL as bind parameters; answers its rows. `em.execute` inlines its params
 * into the SQL text instead: it escapes a value character by character and scans the whole text for placeholders
 * twice, copying a batch of megabytes several times over in memory, which a streaming import must not do (and which
 * cost a call of 10,000 results about 100 ms of CPU for its 1 MB).
 */
export async function bulkStatement<T = Record<string, unknown>>(
  ctx: Pick<ServiceContext, 'em'>,
  text: string,
  values: unknown[],
): Promise<T[]> {
  const client = await transactionClient(ctx);
  if (!client) throw new Error('bulkStatement runs inside a transaction');
  return (await client.query(text, values)).rows as T[];
}
