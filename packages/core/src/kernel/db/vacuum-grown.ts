import type { EntityManager } from '@mikro-orm/postgresql';

/**
 * Vacuums the tables a committed transaction grew (Growth.tables of analyze-grown.ts), so the pages of its new rows
 * are marked all-visible before anyone is told the work is done. A list page deep in a version walks its sort's
 * index; until vacuum marks the pages all-visible, each of the entries it skips costs a visit to its row's page
 * (102,400 cases grown by copies, offset 20,000 by Title: 36 ms at p50 right after the copy, 24 ms once vacuumed;
 * the vacuum of test_case took 0.22 s, of test_tree_link 0.06 s). Autovacuum does the same a minute or more later.
 *
 * It runs outside any transaction (VACUUM cannot run in one), on the connection of `em`, table by table in name
 * order. It waits for the table's lock like ANALYZE does (autovacuum gives way after deadlock_timeout; another
 * transaction's ANALYZE holds it to its commit, at most the connection's lock_timeout). TRUNCATE false: no
 * exclusive lock to give back empty pages at the end, which would stop every reader of the table for a moment.
 * A vacuum that fails (a connection lost, a role that does not own the table gets a warning and nothing is done)
 * only leaves the work to autovacuum, so a failure is answered, not thrown. While another transaction that started
 * before the commit still runs, vacuum cannot mark the new rows visible to all; the pages stay as autovacuum finds them.
 */
export async function vacuumGrown(em: EntityManager, tables: Iterable<string>): Promise<unknown[]> {
  const failures: unknown[] = [];
  for (const table of [...tables].sort()) {
    try {
      await em.execute(`VACUUM (TRUNCATE false) "${table.replaceAll('"', '""')}"`);
    } catch (err) {
      failures.push(err);
    }
  }
  return failures;
}
