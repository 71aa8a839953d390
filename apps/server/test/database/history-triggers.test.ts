import type { MikroORM } from '@mikro-orm/postgresql';
import { closeDatabase } from '@tmt/core';
import { openTestDatabase } from '@tmt/testing';
import { afterAll, beforeAll, expect, it } from 'vitest';

// A recorded table's UPDATE history is written by a trigger function generated from the table's columns
// (Migration20261128040000_history_diff_by_columns): a column added later is recorded only once the function is
// generated again, so this test fails until the migration adding it calls tmt_install_history_update.

let orm: MikroORM;
beforeAll(async () => {
  orm = await openTestDatabase(2);
});
afterAll(() => closeDatabase(orm));

/** The recorded tables whose update trigger runs a function other than what their columns generate now. */
const stale = (em: ReturnType<MikroORM['em']['fork']>) =>
  em.execute<{ table: string }[]>(
    `SELECT t.tgrelid::regclass::text AS table FROM pg_trigger t JOIN pg_proc p ON p.oid = t.tgfoid
     WHERE t.tgname LIKE '%\\_history\\_update' AND NOT t.tgisinternal
       AND (p.proname <> 'tmt_history_update_' || t.tgrelid::regclass::text OR p.prosrc <> tmt_history_update_source(t.tgrelid))`,
  );

it('every recorded table’s update history compares the columns it has now', async () => {
  const em = orm.em.fork();
  const triggers = await em.execute<{ n: number }[]>(
    `SELECT count(*)::int AS n FROM pg_trigger WHERE tgname LIKE '%\\_history\\_update' AND NOT tgisinternal`,
  );
  expect(triggers[0]!.n).toBeGreaterThanOrEqual(9);
  expect(await stale(em)).toEqual([]);

  // A column added without generating the function again is noticed; generating it records the column.
  await em.begin();
  try {
    await em.execute('ALTER TABLE test_suite ADD COLUMN owner_note text');
    expect(await stale(em)).toEqual([{ table: 'test_suite' }]);
    await em.execute(`SELECT tmt_install_history_update('test_suite', 'TestSuite-dm')`);
    expect(await stale(em)).toEqual([]);
    const [source] = await em.execute<{ text: string }[]>(
      `SELECT prosrc AS text FROM pg_proc WHERE proname = 'tmt_history_update_test_suite'`,
    );
    expect(source!.text).toContain('o.owner_note IS DISTINCT FROM n.owner_note');
    expect(source!.text).not.toContain('search_en');
  } finally {
    await em.rollback();
  }
});
