import type { ServiceContext } from '../context';

let cursors = 0;

/**
 * The rows of a query in batches, through a server-side cursor on the transaction `ctx` is on (a task's): memory holds
 * one batch at a time however many rows the query has. The cursor is closed when the caller stops reading.
 */
export async function* cursorBatches<Row extends object>(
  ctx: ServiceContext,
  sql: string,
  params: unknown[],
  batchSize = 2000,
): AsyncGenerator<Row[]> {
  const name = `tmt_cursor_${++cursors}`;
  await ctx.em.execute(`DECLARE ${name} NO SCROLL CURSOR FOR ${sql}`, params);
  try {
    for (;;) {
      const rows = await ctx.em.execute<Row[]>(`FETCH FORWARD ${batchSize} FROM ${name}`);
      if (rows.length) yield rows;
      if (rows.length < batchSize) return;
    }
  } finally {
    // A failed statement aborted the transaction, and with it the cursor: nothing left to close then.
    await ctx.em.execute(`CLOSE ${name}`).catch(() => undefined);
  }
}
