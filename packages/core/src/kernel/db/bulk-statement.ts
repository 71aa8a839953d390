import type { ServiceContext } from '../context';
import { transactionClient } from './prepared-query';

/**
 * Runs a statement that carries a large value (a batch of rows as JSON) on the transaction's connection, with `$1…$n`
 * placeholders whose values go to PostgreSQL as bind parameters. `em.execute` inlines its params into the SQL text
 * instead, copying a batch of megabytes several times over in memory, which a streaming import must not do.
 */
export async function bulkStatement(ctx: ServiceContext, text: string, values: unknown[]): Promise<void> {
  const client = await transactionClient(ctx);
  if (!client) throw new Error('bulkStatement runs inside a transaction');
  await client.query(text, values);
}
