import type { MikroORM } from '@mikro-orm/postgresql';
import { callContext, closeDatabase, resolvePrincipal } from '@tmt/core';
import { createTestTenant, openTestDatabase } from '@tmt/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

let orm: MikroORM;
let fields: Parameters<typeof callContext>[1];

beforeAll(async () => {
  orm = await openTestDatabase(2);
  const tenant = await createTestTenant(orm, 'call-context');
  const principal = await resolvePrincipal(orm.em.fork(), { tenant: tenant.tenantId, username: 'admin' });
  fields = { principal, locale: 'de', header: {} };
});
afterAll(() => closeDatabase(orm));

describe('a call context', () => {
  it('forks one EntityManager on first use, and none before', async () => {
    let forks = 0;
    const counted = { em: { fork: () => ++forks && orm.em.fork() } } as unknown as MikroORM;
    const ctx = callContext(counted, fields);
    expect(forks).toBe(0);
    const em = ctx.em;
    expect(ctx.em).toBe(em);
    expect(forks).toBe(1);
    const [row] = await em.execute('SELECT 1 AS one');
    expect(row?.one).toBe(1);
  });

  it('gives each call its own EntityManager', () => {
    expect(callContext(orm, fields).em).not.toBe(callContext(orm, fields).em);
  });

  it('hands ctx.tx the same call on its transaction, and joins a transaction already open', async () => {
    const ctx = callContext(orm, fields);
    await ctx.tx(async (tx) => {
      expect(tx.em.isInTransaction()).toBe(true);
      expect(ctx.em.isInTransaction()).toBe(false);
      expect([tx.principal, tx.locale, tx.header]).toEqual([ctx.principal, 'de', ctx.header]);
      const [outer] = await tx.em.execute<{ id: string }[]>('SELECT txid_current()::text AS id');
      await tx.tx(async (inner) => {
        const [joined] = await inner.em.execute<{ id: string }[]>('SELECT txid_current()::text AS id');
        expect(joined?.id).toBe(outer?.id);
      });
    });
  });
});
