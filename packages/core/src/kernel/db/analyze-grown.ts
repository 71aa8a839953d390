import type { EntityManager } from '@mikro-orm/postgresql';

/**
 * A table a transaction grew or shrank (rows inserted plus deleted) beyond this share of its size (pg_class.reltuples,
 * as the last ANALYZE left it) is analysed before the transaction commits. Updates are left to autovacuum: they keep
 * a table's size and keys, and an ANALYZE after a bulk update (a save of results, JUnit's automation keys) would cost
 * more than the plans it could mend (test_case: 13 s of a 61 s JUnit import under load 20). Autovacuum uses the same share but only
 * notices a minute or more later: until then a whole-version list at offset 20,000 took 109 s instead of 30 ms.
 */
const GROWN_SHARE = 0.1;
/** Fewer rows than this change no plan that matters: a small write never pays for an ANALYZE (~0.2 s). */
const GROWN_MIN_ROWS = 1_000;

/**
 * Rows inserted or deleted per table of the schema by this connection and not yet flushed to the shared statistics: this
 * transaction's, plus those of its last transactions when they ended less than a second ago (PostgreSQL flushes at
 * most once a second), hence the count at the start is subtracted from the one at the end.
 */
const written = async (em: EntityManager) =>
  em.execute<{ table: string; written: number; reltuples: number; tenanted: boolean; columns: string }[]>(
    `SELECT s.relname AS "table", (s.n_tup_ins + s.n_tup_del)::float8 AS written,
       c.reltuples::float8 AS reltuples,
       EXISTS (SELECT 1 FROM pg_attribute a WHERE a.attrelid = c.oid AND a.attname = 'tenant_id' AND NOT a.attisdropped)
         AS tenanted,
       (SELECT string_agg(quote_ident(a.attname), ', ' ORDER BY a.attnum) FROM pg_attribute a
        WHERE a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped
          AND a.atttypid NOT IN ('tsvector'::regtype, 'jsonb'::regtype, 'json'::regtype)
          AND (a.atttypid NOT IN ('text'::regtype, 'varchar'::regtype) OR EXISTS (
            SELECT 1 FROM pg_index i JOIN pg_depend d ON d.classid = 'pg_class'::regclass AND d.objid = i.indexrelid
            WHERE i.indrelid = c.oid AND d.refobjid = c.oid AND d.refobjsubid = a.attnum))) AS columns
     FROM pg_stat_xact_user_tables s JOIN pg_class c ON c.oid = s.relid
     WHERE s.schemaname = current_schema() AND s.n_tup_ins + s.n_tup_del > 0
       -- Read only by its index on one document: no plan there depends on its statistics.
       AND s.relname <> 'document_history'`,
  );

/**
 * The rows the planner expects the tenant to have in a table (asked only of tables with tenants). A tenant the
 * statistics have not seen yet is expected to have almost none, however large the table: a new tenant's run of
 * 10,000 executions in a table of others' 1,000,000 grows the table by 1 %, but its statements are planned for one
 * execution (an ADD_TEST_CASES_TO_RUN_ASYNC that took 17 s instead of 0.2 s, a save that hit the statement timeout).
 * So a transaction that writes at least as many rows as the tenant is expected to have analyses too.
 */
async function tenantRows(em: EntityManager, table: string, tenantId: string): Promise<number> {
  const [plan] = await em.execute<{ 'QUERY PLAN': [{ Plan: { 'Plan Rows': number } }] }[]>(
    `EXPLAIN (FORMAT JSON) SELECT 1 FROM "${table.replaceAll('"', '""')}" WHERE tenant_id = ?`,
    [tenantId],
  );
  return plan!['QUERY PLAN'][0].Plan['Plan Rows'];
}

/** A transaction's growth, watched from its start (see watchGrowth). */
export interface Growth {
  /** Analyses every table grown by more than a tenth since the start or the last call; answers their names. */
  analyze(): Promise<string[]>;
  /** Every table analysed so far: what to vacuum once the transaction has committed (vacuum-grown.ts). */
  readonly tables: ReadonlySet<string>;
}

/**
 * Watches a transaction's writes: called at its start, it answers the step to run last in it (and before any bulk
 * read of what it just grew), which runs ANALYZE on every table the transaction grew or shrank by more than a tenth,
 * or by as many rows as the statistics expect the tenant to have there (see tenantRows), and at least 1,000 rows,
 * since the start or the step's last run, and answers their names.
 * ANALYZE inside the transaction samples its own uncommitted rows (measured: a table of 1,000 rows given 50,000 more
 * in a transaction is estimated at 1 row of the new kind before, 50,019 after), and the statistics it writes commit
 * with those rows, so no session ever plans on rows its statistics do not know, and a task is DONE only with them.
 * Counting from pg_stat_xact_user_tables covers every set-based statement without each naming its tables. Tables go
 * in name order, so two transactions analysing the same ones never deadlock on ANALYZE's lock (held to commit; it
 * blocks no reads or writes, only another ANALYZE or VACUUM of the table, and autovacuum gives way to it).
 */
export async function watchGrowth(em: EntityManager, tenantId: string): Promise<Growth> {
  const before = new Map((await written(em)).map((row) => [row.table, row.written]));
  const tables = new Set<string>();
  const analyze = async () => {
    const grown: Awaited<ReturnType<typeof written>> = [];
    for (const row of await written(em)) {
      const wrote = row.written - (before.get(row.table) ?? 0);
      if (wrote < GROWN_MIN_ROWS) continue;
      if (
        wrote >= GROWN_SHARE * Math.max(row.reltuples, 0) ||
        (row.tenanted && wrote >= (await tenantRows(em, row.table, tenantId)))
      )
        grown.push(row);
    }
    grown.sort((a, b) => (a.table < b.table ? -1 : 1));
    // Full-text vectors and JSON documents are left to autovacuum: counting every lexeme of every sampled row is
    // work no list needs (copies keep the lexemes' proportions), and no plan compares a JSON value whole, only
    // expressions on it, which column statistics do not describe. Without them ANALYZE of 54,000 cases took 1.0 s
    // instead of 2.9 s. So is text that no index reads (who edited, result details, defects): plans filter, join and
    // sort by indexed columns, and comparing sampled strings in their collation is most of ANALYZE's work (of
    // 40,000 executions: 250 → 130 ms; risk levels 170 → 86 ms). Numbers, flags and times are all kept.
    for (const { table, columns } of grown) await em.execute(`ANALYZE "${table.replaceAll('"', '""')}" (${columns})`);
    // Called again later in the transaction, it counts from here: what was analysed is not analysed twice.
    for (const { table, written } of grown) {
      before.set(table, written);
      tables.add(table);
    }
    return grown.map(({ table }) => table);
  };
  return { analyze, tables };
}
