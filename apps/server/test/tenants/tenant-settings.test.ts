import { pruneHistory } from '@tmt/core';
import { createTestTenant, createTestUser } from '@tmt/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Client, client } from '../client';
import { addNode, addProject, addSuite } from '../factories';
import { startTestApp, type TestApp } from '../test-app';

// A tenant's settings: how long its document history is kept, and the periodic pruning that keeps to it.

let t: TestApp;
let tenantId: string;
let admin: Client;
let projectAdmin: Client;
let tenantManager: Client;
let viewer: Client;

beforeAll(async () => {
  t = await startTestApp();
  const tenant = await createTestTenant(t.orm, 'retention');
  tenantId = tenant.tenantId;
  admin = client(t, tenant.admin.token);
  await addProject(admin, 'Shop');
  const user = async (name: string, type: 'TENANT' | 'PROJECT', role: string) =>
    client(
      t,
      (
        await createTestUser(t.orm, tenantId, name, [
          { organizationUnit: { type, id: type === 'TENANT' ? tenantId : 'P_1' }, role },
        ])
      ).token,
    );
  projectAdmin = await user('pat', 'PROJECT', 'admin');
  tenantManager = await user('tom', 'TENANT', 'manager');
  viewer = await user('vic', 'PROJECT', 'viewer');
});
afterAll(() => t.close());

const settings = (api: Client) => api.ok('GET_TENANT_SETTINGS', {});

describe('the retention setting', () => {
  it('keeps history for good by default; a tenant admin sets and clears it, and every user reads it', async () => {
    expect(await settings(viewer)).toEqual({ historyRetentionDays: null });
    expect(await admin.ok('MODIFY_TENANT_SETTINGS', { historyRetentionDays: 90 })).toEqual({
      historyRetentionDays: 90,
    });
    expect(await settings(viewer)).toEqual({ historyRetentionDays: 90 });
    // Left out, it stays.
    expect(await admin.ok('MODIFY_TENANT_SETTINGS', {})).toEqual({ historyRetentionDays: 90 });
    expect(await admin.ok('MODIFY_TENANT_SETTINGS', { historyRetentionDays: null })).toEqual({
      historyRetentionDays: null,
    });
  });

  it('is refused to anyone but a tenant admin, changing nothing', async () => {
    const refused = await tenantManager.fail('MODIFY_TENANT_SETTINGS', { historyRetentionDays: 1, locale: 'en' });
    expect(refused).toMatchObject({
      code: -32003,
      data: { reason: 'ROLE_NOT_ALLOWED', role: 'manager', neededRole: 'admin' },
    });
    const noRole = await projectAdmin.fail('MODIFY_TENANT_SETTINGS', { historyRetentionDays: 1, locale: 'de' });
    expect(noRole).toMatchObject({ code: -32003, data: { reason: 'NO_ROLE_IN_TENANT' } });
    expect(noRole.message).toContain('Mandanteneinstellungen');
    expect(await settings(admin)).toEqual({ historyRetentionDays: null });
  });

  it.each([0, -5, 1.5, 36_501, '30', true])('refuses %j days with -32602, changing nothing', async (days) => {
    const refused = await admin.fail('MODIFY_TENANT_SETTINGS', { historyRetentionDays: days });
    expect(refused).toMatchObject({ code: -32602, data: { reason: 'INVALID_PARAMS' } });
    expect(refused.data.issues[0].path).toBe('params.historyRetentionDays');
    expect(await settings(admin)).toEqual({ historyRetentionDays: null });
  });
});

/** A tenant with a case changed twice, as a client of its admin, with the case's docRef. */
async function tenantWithHistory(name: string) {
  const tenant = await createTestTenant(t.orm, name);
  const api = client(t, tenant.admin.token);
  await addProject(api, 'Shop');
  const suite = await addSuite(api, { ProjectId: 'P_1', Title: 'Checkout' });
  const docRef = await addNode(api, suite, 'TestCase-dm', { General: { Title: 'Pay' } });
  for (const Title of ['Pay by card', 'Pay by invoice']) {
    await api.ok('UPDATE_TEST_CASE_TREE_NODE', { docRef, locale: 'en', document: { Root: { General: { Title } } } });
  }
  return { tenantId: tenant.tenantId, api, docRef };
}

/** Dates every entry of a tenant but its newest back by `days`. */
async function age(tenant: string, days: number) {
  await t.orm.em.fork().execute(
    `UPDATE document_history SET changed_on = now() - make_interval(days => ?)
     WHERE tenant_id = ? AND id < (SELECT max(id) FROM document_history WHERE tenant_id = ?)`,
    [days, tenant, tenant],
  );
}

const countOf = async (tenant: string) =>
  (
    await t.orm.em
      .fork()
      .execute<{ n: number }[]>('SELECT count(*)::int AS n FROM document_history WHERE tenant_id = ?', [tenant])
  )[0]!.n;

describe('pruning', () => {
  it("removes a tenant's entries older than its retention, in batches, once, and leaves other tenants alone", async () => {
    const pruned = await tenantWithHistory('pruned');
    const kept = await tenantWithHistory('kept');
    await pruned.api.ok('MODIFY_TENANT_SETTINGS', { historyRetentionDays: 30 });
    await age(pruned.tenantId, 31);
    await age(kept.tenantId, 400);
    const keptBefore = await countOf(kept.tenantId);
    const prunedBefore = await countOf(pruned.tenantId);

    // Two servers at once, two entries a statement: each old entry goes once.
    const [a, b] = await Promise.all([pruneHistory(t.orm, 2), pruneHistory(t.orm, 2)]);
    expect(a + b).toBe(prunedBefore - 1);
    expect(await pruneHistory(t.orm)).toBe(0);

    const { entries } = await pruned.api.ok('GET_DOCUMENT_HISTORY', { docRef: pruned.docRef });
    expect(entries).toHaveLength(1);
    expect(entries[0]!.changes).toEqual([{ field: 'Title', old: 'Pay by card', new: 'Pay by invoice' }]);
    expect(await countOf(kept.tenantId)).toBe(keptBefore);
    expect((await kept.api.ok('GET_DOCUMENT_HISTORY', { docRef: kept.docRef })).entries).toHaveLength(3);
  });
});
