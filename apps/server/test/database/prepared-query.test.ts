import type { MikroORM } from '@mikro-orm/postgresql';
import {
  callContext,
  closeDatabase,
  preparedQuery,
  READ_POOL_APPLICATION,
  resolvePrincipal,
  type ServiceContext,
} from '@tmt/core';
import { createTestTenant, openTestDatabase } from '@tmt/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

let orm: MikroORM;
let fields: Parameters<typeof callContext>[1];

beforeAll(async () => {
  orm = await openTestDatabase(2);
  const tenant = await createTestTenant(orm, 'prepared-query');
  const principal = await resolvePrincipal(orm.em.fork(), { tenant: tenant.tenantId, username: 'admin' });
  fields = { principal, locale: 'en', header: {} };
});
afterAll(() => closeDatabase(orm));

// Each text reaches PostgreSQL as written: no placeholder is renumbered, nothing is taken for one.
const queries = [
  {
    name: 'repeated placeholder',
    text: 'SELECT $1::int + $1::int AS sum, $2::text AS word',
    values: [20, 'x'],
    row: { sum: 40, word: 'x' },
  },
  {
    name: 'placeholders out of order',
    text: 'SELECT $2::text AS first, $1::text AS second',
    values: ['b', 'a'],
    row: { first: 'a', second: 'b' },
  },
  {
    name: 'jsonb ? operator',
    text: `SELECT ($1::jsonb ? 'k') AS has_k, ($1::jsonb ?| array['z']) AS has_z, $2::int AS n`,
    values: ['{"k":1}', 7],
    row: { has_k: true, has_z: false, n: 7 },
  },
];

/** Runs each query twice (the second time the named statement is already prepared on that connection). */
async function expectAnswers(ctx: ServiceContext, prefix: string) {
  for (const query of queries) {
    for (let i = 0; i < 2; i++) {
      const rows = await preparedQuery(ctx, `${prefix}_${query.name.replace(/\W/g, '_')}`, query.text, query.values);
      expect(rows, query.name).toEqual([query.row]);
    }
  }
}

describe('a prepared query', () => {
  it('passes its text through unchanged outside a transaction, with or without an EntityManager', async () => {
    await expectAnswers(callContext(orm, fields), 'tmt_test_unforked');
    const forked = callContext(orm, fields);
    expect(forked.em.isInTransaction()).toBe(false);
    await expectAnswers(forked, 'tmt_test_forked');
  });

  it('passes its text through unchanged inside a transaction, on the transaction’s connection', async () => {
    const ctx = callContext(orm, fields);
    await ctx.tx(async (tx) => {
      await expectAnswers(tx, 'tmt_test_tx');
      // It sees what the transaction wrote and has not committed: the same session.
      await tx.em.execute('CREATE TEMP TABLE prepared_probe (n int) ON COMMIT DROP');
      await tx.em.execute('INSERT INTO prepared_probe VALUES (?)', [5]);
      const rows = await preparedQuery<{ n: number }>(
        tx,
        'tmt_test_probe',
        'SELECT n FROM prepared_probe WHERE n = $1',
        [5],
      );
      expect(rows).toEqual([{ n: 5 }]);
      const [own] = await tx.em.execute<{ pid: number }[]>('SELECT pg_backend_pid() AS pid');
      const [viaPrepared] = await preparedQuery<{ pid: number }>(
        tx,
        'tmt_test_pid',
        'SELECT pg_backend_pid() AS pid',
        [],
      );
      expect(viaPrepared).toEqual(own);
    });
  });

  it('plans a read once for any values on the read pool, and per values on the ORM’s pool when asked', async () => {
    const ctx = callContext(orm, fields);
    const text = `SELECT current_setting('plan_cache_mode') AS mode, current_setting('application_name') AS app,
      (SELECT custom_plans FROM pg_prepared_statements WHERE name = 'tmt_test_plans') AS custom, $1::text AS tenant`;
    for (let i = 0; i < 3; i++) {
      const [row] = await preparedQuery(ctx, 'tmt_test_plans', text, [fields.principal.tenantId]);
      // A custom plan would be counted here; the read pool's sessions never make one.
      expect(row).toEqual({
        mode: 'force_generic_plan',
        app: READ_POOL_APPLICATION,
        custom: '0',
        tenant: fields.principal.tenantId,
      });
    }
    const [perValues] = await preparedQuery(ctx, 'tmt_test_plans_per_values', text, [fields.principal.tenantId], {
      plans: 'per-values',
    });
    expect(perValues).toMatchObject({ mode: 'auto' });
    expect(perValues?.app).not.toBe(READ_POOL_APPLICATION);
  });
});
