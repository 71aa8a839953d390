import type { MikroORM } from '@mikro-orm/postgresql';
import { lockClause } from '../../kernel/locks';

/** Entries removed per statement: small enough that a statement holds its locks briefly. */
const BATCH = 5_000;

/**
 * Removes document history older than each tenant's retention (tenants without one keep theirs), a batch per
 * statement. Servers running it at once skip the rows another one is removing (SKIP LOCKED), so the work is shared
 * and a row is deleted once. Answers how many entries went.
 */
export async function pruneHistory(orm: MikroORM, batch = BATCH): Promise<number> {
  const em = orm.em.fork();
  const tenants = await em.execute<{ id: string; days: number }[]>(
    'SELECT id, history_retention_days AS days FROM tenant WHERE history_retention_days IS NOT NULL ORDER BY id',
  );
  let removed = 0;
  for (const { id, days } of tenants) {
    for (;;) {
      const [{ n } = { n: 0 }] = await em.execute<{ n: number }[]>(
        `WITH old AS (
           SELECT h.id FROM document_history h
           WHERE h.tenant_id = ? AND h.changed_on < now() - make_interval(days => ?)
           LIMIT ${batch}${lockClause('historyEntry', 'update', { skipLocked: true })}
         ), gone AS (DELETE FROM document_history h USING old WHERE h.id = old.id RETURNING 1)
         SELECT count(*)::int AS n FROM gone`,
        [id, days],
      );
      removed += n;
      if (n < batch) break;
    }
  }
  return removed;
}
