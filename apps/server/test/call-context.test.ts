import type { MikroORM } from '@mikro-orm/postgresql';
import { callContext, closeDatabase, resolvePrincipal, withCallLocale } from '@tmt/core';
import { createTestTenant, openTestDatabase } from '@tmt/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

let orm: MikroORM;
let fields: Parameters<typeof callContext>[1];

beforeAll(async () => {
  orm = await openTestDatabase(2);
  const tenant = await createTestTenant(orm, 'call-context');
  const principal = await resolvePrincipal(orm.em.fork(), { tenant: tenant.tenantId, username: 'admin' });
  fields = { principal, locale: 'en', header: {} };
});
afterAll(() => closeDatabase(orm));

describe('a call context', () => {
  it('forks one EntityManager on first use and shares it with its copies', async () => {
    const ctx = callContext(orm, fields);
    const em = ctx.em;
    expect(em).not.toBe(orm.em);
    expect(ctx.em).toBe(em);
    expect(withCallLocale(ctx, 'de').em).toBe(em);
    expect(withCallLocale(ctx, 'de').locale).toBe('de');
    const [row] = await em.execute('SELECT 1 AS one');
    expect(row?.one).toBe(1);
  });

  it('keeps a locale copy unforked until one of them needs the EntityManager', () => {
    let forks = 0;
    const counted = { em: { fork: () => ++forks && orm.em.fork() } } as unknown as MikroORM;
    const ctx = callContext(counted, fields);
    const german = withCallLocale(ctx, 'de');
    expect(forks).toBe(0);
    expect(german.em).toBe(ctx.em);
    expect(forks).toBe(1);
  });

  it('gives each call its own EntityManager, also when a locale copy forks first', () => {
    const first = callContext(orm, fields);
    const second = callContext(orm, fields);
    const german = withCallLocale(second, 'de');
    expect(german.em).toBe(second.em);
    expect(first.em).not.toBe(second.em);
  });
});
