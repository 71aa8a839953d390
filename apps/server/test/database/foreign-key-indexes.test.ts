import type { MikroORM } from '@mikro-orm/postgresql';
import { closeDatabase } from '@tmt/core';
import { openTestDatabase } from '@tmt/testing';
import { afterAll, beforeAll, expect, it } from 'vitest';

// Deleting a suite, run, attachment or case makes PostgreSQL look up, per deleted row, the rows whose foreign key
// names it, by the key's columns alone. Without an index those columns lead, each lookup reads the whole referencing
// table: a version of 2,000 suites took one scan of every case and tree link per suite to delete.

let orm: MikroORM;
beforeAll(async () => {
  orm = await openTestDatabase(2);
});
afterAll(() => closeDatabase(orm));

/** Tables whose rows go many at a time (a version's suites, a version's runs, unused attachments, a suite's cases). */
const DELETED_IN_BULK = ['test_suite', 'test_run', 'attachment', 'test_case'];

it('every foreign key to a table deleted in bulk has an index its first column leads, and the check plans on it', async () => {
  const keys = await orm.em.fork().execute<{ key: string; referencing: string; columns: string[]; indexed: boolean }[]>(
    `SELECT c.conname AS key, c.conrelid::regclass::text AS referencing,
       ARRAY(SELECT a.attname::text FROM unnest(c.conkey) WITH ORDINALITY k(attnum, ord)
         JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = k.attnum ORDER BY k.ord) AS columns,
       -- Led by the key's first column: in each of these keys it names the referenced row's id, which alone finds
       -- the few rows that reference it (test_case's key adds the suite's version and project).
       EXISTS (SELECT 1 FROM pg_index i WHERE i.indrelid = c.conrelid AND i.indpred IS NULL
         AND i.indkey[0] = c.conkey[1]) AS indexed
     FROM pg_constraint c
     WHERE c.contype = 'f' AND c.connamespace = current_schema()::regnamespace AND c.confrelid::regclass::text = ANY(?::text[])`,
    [`{${DELETED_IN_BULK.join(',')}}`],
  );
  expect(keys.map((k) => k.referencing).sort()).toEqual(
    expect.arrayContaining(['test_case', 'test_execution', 'test_folder', 'test_tree_link']),
  );
  expect(keys.filter((k) => !k.indexed).map((k) => `${k.referencing}.${k.key}`)).toEqual([]);

  // The check PostgreSQL runs for a deleted suite, planned generically as it plans it, can be answered by an index
  // (sequential scans priced out: the test's tables are small, and there a scan is what the planner rightly picks).
  // The key's statistics are those of a real table, where one suite, run or attachment is referenced by few rows:
  // this database is shared with the other test files, and one of them may have put 10,000 cases in one suite, on
  // which the planner rightly prefers another index. The statistics are set and gathered in a transaction rolled
  // back at the end, so no other file sees them.
  const em = orm.em.fork();
  await em.begin();
  try {
    await em.execute("SET LOCAL plan_cache_mode = 'force_generic_plan'; SET LOCAL enable_seqscan = off");
    for (const { referencing, columns } of keys) {
      await em.execute(
        `ALTER TABLE "${referencing}" ALTER COLUMN "${columns[0]}" SET (n_distinct = -1); ANALYZE "${referencing}"`,
      );
      const where = columns.map((column, i) => `$${i + 1} OPERATOR(pg_catalog.=) "${column}"`).join(' AND ');
      await em.execute(`PREPARE fk_check AS SELECT 1 FROM ONLY "${referencing}" x WHERE ${where} FOR KEY SHARE OF x`);
      const plan = await em.execute<{ 'QUERY PLAN': string }[]>(
        `EXPLAIN EXECUTE fk_check(${columns.map(() => 'NULL').join(', ')})`,
      );
      await em.execute('DEALLOCATE fk_check');
      // An index searched by the key's first column, not one read whole with the key as a filter.
      expect(plan.map((row) => row['QUERY PLAN']).join('\n'), `${referencing} (${columns})`).toMatch(
        new RegExp(`Index Cond: .*\\b${columns[0]}\\b`),
      );
    }
  } finally {
    await em.rollback();
  }
});
