import { createTestTenant, createTestUser } from '@tmt/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Client, client } from '../client';
import { addProject, addSuite } from '../factories';
import { startTestApp, type TestApp } from '../test-app';

// API tokens: made by users for integrations, `tmt_…`, kept only as a hash, revocable everywhere at once.

let t: TestApp;
let tenantId: string;
let admin: Client;
let adminToken: string;
const onP1 = (role: string) => ({ organizationUnit: { type: 'PROJECT' as const, id: 'P_1' }, role });

beforeAll(async () => {
  // Callers are remembered for a minute: what refuses a token at once must be the change announced, not the cache.
  t = await startTestApp({ authCacheMs: 60_000 });
  const tenant = await createTestTenant(t.orm, 'api-tokens');
  tenantId = tenant.tenantId;
  adminToken = tenant.admin.token;
  admin = client(t, adminToken);
  await addProject(admin, 'Shop');
});
afterAll(() => t.close());

/** A user of the tenant, with a JWT of theirs and a client on it. */
async function user(name: string, roles = [onP1('tester')]) {
  const { token } = await createTestUser(t.orm, tenantId, name, roles);
  return client(t, token);
}

/** The docRef of `username`, as an administrator lists users. */
async function userRef(username: string): Promise<string> {
  const list = await admin.ok('LIST_DOCUMENTS', { documentModelName: 'User-dm', page: { offset: 0, limit: 100 } });
  return list.entries.find((e: { document: { Root: { username: string } } }) => e.document.Root.username === username)!
    .docRef;
}

describe('creating and using a token', () => {
  it('answers the secret once, lists the token without it, and takes it as a bearer token on every route', async () => {
    const anna = await user('anna');
    const created = await anna.ok('CREATE_API_TOKEN', { name: 'GitLab CI' });
    expect(created.token).toMatch(/^tmt_[A-Za-z0-9_-]{43}$/);
    expect(created.apiToken).toMatchObject({
      name: 'GitLab CI',
      prefix: created.token.slice(0, 10),
      username: 'anna',
      organizationUnitRole: null,
      createdBy: 'anna',
      lastUsedOn: null,
      revokedOn: null,
    });
    // 90 days by default.
    expect(created.apiToken.expiresOn - Date.now()).toBeGreaterThan(89 * 86_400_000);
    expect(created.apiToken.expiresOn - Date.now()).toBeLessThan(91 * 86_400_000);

    const ci = client(t, created.token);
    const projects = await ci.ok('LOAD_PROJECTS_BY_TENANT', {});
    expect(JSON.stringify(projects)).toContain('Shop');
    const upload = await t.app.request('/api/v2/attachment?filename=a.txt&documentModelName=TestCase-dm&pathToField=', {
      method: 'POST',
      body: 'hello',
      headers: { Authorization: `Bearer ${created.token}`, 'Project-Id': 'P_1' },
    });
    expect(upload.status).toBe(200);

    const { entries } = await anna.ok('LIST_API_TOKENS', {});
    expect(entries).toHaveLength(1);
    expect(entries[0]!.lastUsedOn).toBeGreaterThan(Date.now() - 60_000);
    expect(JSON.stringify(entries)).not.toContain(created.token);
    const [stored] = await t.orm.em
      .fork()
      .execute<{ text: string }[]>('SELECT row_to_json(api_token)::text AS text FROM api_token WHERE id = ?', [
        created.apiToken.id,
      ]);
    expect(stored?.text).not.toContain(created.token.slice(10));
  });

  it('refuses an expiry in the past or more than a year ahead, and ends the token at its expiry', async () => {
    const ben = await user('ben');
    for (const expiresOn of ['2020-01-01', new Date(Date.now() + 400 * 86_400_000).toISOString()]) {
      const error = await ben.fail('CREATE_API_TOKEN', { name: 'x', expiresOn });
      expect(error).toMatchObject({ code: -32602, data: { reason: 'INVALID_PARAMS' } });
      expect(error.data.issues[0].path).toBe('expiresOn');
    }
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    const { token, apiToken } = await ben.ok('CREATE_API_TOKEN', { name: 'nightly', expiresOn: tomorrow });
    expect(new Date(apiToken.expiresOn).toISOString()).toBe(`${tomorrow}T23:59:59.999Z`);
    // Its day has passed (the clock moved on in the database, as it would).
    await t.orm.em
      .fork()
      .execute("UPDATE api_token SET expires_on = now() - interval '1 second' WHERE id = ?", [apiToken.id]);
    const refused = await client(t, token).call('LOAD_PROJECTS_BY_TENANT', {});
    expect(refused.status).toBe(401);
    expect(refused.body.error.data.reason).toBe('TOKEN_EXPIRED');
    expect(JSON.stringify(refused.body)).not.toContain(token);
    expect((await ben.ok('LIST_API_TOKENS', {})).entries).toEqual([]);
    expect((await ben.ok('LIST_API_TOKENS', { includeInactive: true })).entries).toHaveLength(1);
  });

  it('refuses a secret that was never made, whatever it looks like, without saying more', async () => {
    for (const bearer of ['tmt_', 'tmt_nonsense', `tmt_${'A'.repeat(43)}`]) {
      const refused = await client(t, bearer).call('LOAD_PROJECTS_BY_TENANT', {});
      expect(refused.status).toBe(401);
      expect(refused.body.error.data.reason).toBe('TOKEN_INVALID');
    }
  });
});

describe('narrower tokens', () => {
  it('grants only the roles it names, as far as its owner holds them', async () => {
    const lead = await user('lead', [onP1('manager')]);
    const suite = await addSuite(admin, { ProjectId: 'P_1', Title: 'Read me' });
    const { token } = await lead.ok('CREATE_API_TOKEN', { name: 'dashboards', organizationUnitRole: [onP1('viewer')] });
    const reader = client(t, token);
    expect((await reader.root(suite)).General.Title).toBe('Read me');
    const refused = await reader.fail('ADD_DOCUMENT', {
      documentModelName: 'TestSuite-dm',
      locale: 'en',
      document: { Root: { General: { ProjectId: 'P_1', Title: 'Nope' } } },
    });
    expect(refused).toMatchObject({ code: -32003, data: { reason: 'ROLE_NOT_ALLOWED', role: 'viewer' } });

    // A narrowed token cannot make a wider one: an unscoped token made with it keeps its roles.
    const { token: child, apiToken } = await reader.ok('CREATE_API_TOKEN', { name: 'child' });
    expect(apiToken.organizationUnitRole).toEqual([onP1('viewer')]);
    expect(
      (
        await client(t, child).fail('ADD_DOCUMENT', {
          documentModelName: 'TestSuite-dm',
          locale: 'en',
          document: { Root: { General: { ProjectId: 'P_1', Title: 'Nope' } } },
        })
      ).data.reason,
    ).toBe('ROLE_NOT_ALLOWED');
  });

  it('refuses roles its owner does not hold', async () => {
    const tess = await user('tess', [onP1('tester')]);
    const error = await tess.fail('CREATE_API_TOKEN', { name: 'more', organizationUnitRole: [onP1('admin')] });
    expect(error).toMatchObject({ code: -32003, data: { reason: 'API_TOKEN_SCOPE_NOT_HELD' } });
    expect(error.message).toBe(
      "A token of tess cannot hold the role admin on PROJECT P_1: tess does not hold it there. A token may only narrow its owner's roles.",
    );
  });
});

describe('tokens of other users', () => {
  it('lets an administrator make, list and revoke a service user’s tokens, and no one else', async () => {
    await user('ci-bot', [onP1('tester')]);
    const created = await admin.ok('CREATE_API_TOKEN', { name: 'bot', username: 'ci-bot' });
    expect(created.apiToken).toMatchObject({ username: 'ci-bot', createdBy: 'admin' });
    expect((await admin.ok('LIST_API_TOKENS', { username: 'ci-bot' })).entries).toHaveLength(1);

    const peer = await user('peer', [onP1('tester')]);
    for (const [method, params] of [
      ['CREATE_API_TOKEN', { name: 'theirs', username: 'ci-bot' }],
      ['LIST_API_TOKENS', { username: 'ci-bot' }],
      ['REVOKE_API_TOKEN', { id: created.apiToken.id }],
    ] as const) {
      expect((await peer.fail(method, params)).data.reason).toBe('USER_ADMIN_REQUIRED');
    }
    await admin.ok('REVOKE_API_TOKEN', { id: created.apiToken.id });
    expect((await client(t, created.token).call('LOAD_PROJECTS_BY_TENANT', {})).status).toBe(401);
  });

  it('does not find another tenant’s token or user', async () => {
    const other = await createTestTenant(t.orm, 'api-tokens-other');
    const theirs = client(t, other.admin.token);
    const { apiToken } = await theirs.ok('CREATE_API_TOKEN', { name: 'theirs' });
    expect((await admin.fail('REVOKE_API_TOKEN', { id: apiToken.id })).code).toBe(-32004);
    expect((await theirs.fail('LIST_API_TOKENS', { username: 'anna' })).code).toBe(-32004);
    expect(
      (await theirs.ok('LIST_API_TOKENS', { includeInactive: true })).entries.map((e: { id: string }) => e.id),
    ).toEqual([apiToken.id]);
  });
});

describe('losing access', () => {
  it.each([
    ['revoked', async (id: string) => client(t, adminToken).ok('REVOKE_API_TOKEN', { id })],
    [
      'whose owner is disabled',
      async () =>
        admin.ok('MODIFY_DOCUMENT', {
          docRef: await userRef('owner-disabled'),
          locale: 'en',
          document: { Root: { enabled: false } },
        }),
    ],
    ['whose owner is deleted', async () => admin.ok('DELETE_DOCUMENT', { docRef: await userRef('owner-deleted') })],
  ])('refuses a token %s at once, although the server remembered its caller', async (what, revoke) => {
    const name = what === 'revoked' ? 'owner-revoked' : `owner-${what.split(' ').pop()}`;
    const owner = await user(name);
    const { token, apiToken } = await owner.ok('CREATE_API_TOKEN', { name: 'ci' });
    const ci = client(t, token);
    expect((await ci.call('LOAD_PROJECTS_BY_TENANT', {})).status).toBe(200);
    await revoke(apiToken.id);
    // The announcement reaches this server's cache when the change commits; give the notification a moment.
    await expect
      .poll(async () => (await ci.call('LOAD_PROJECTS_BY_TENANT', {})).status, { timeout: 2_000, interval: 50 })
      .toBe(401);
    const refused = await ci.call('LOAD_PROJECTS_BY_TENANT', {});
    expect(refused.body.error.data.reason).toBe('TOKEN_INVALID');
    expect(JSON.stringify(refused.body)).not.toContain(token);
    for (const logged of t.errors) expect(JSON.stringify(logged)).not.toContain(token);
  });
});
