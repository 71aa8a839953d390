import { createTestTenant, testSecret } from '@tmt/testing';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client } from '../client';
import { startTestApp, type TestApp } from '../test-app';

let t: TestApp;
let tenant: Awaited<ReturnType<typeof createTestTenant>>;

beforeAll(async () => {
  t = await startTestApp({ console: { devSecret: testSecret } });
  tenant = await createTestTenant(t.orm, 'nul-claims');
});
afterAll(() => t.close());

/** A correctly signed token with the given claims. */
const signed = (claims: Record<string, unknown>) =>
  new SignJWT(claims).setProtectedHeader({ alg: 'HS256' }).setIssuedAt().setExpirationTime('1h').sign(testSecret);

/** Every route that takes a bearer token, answered for `token`: status and JSON body. */
const routes: [string, (token: string) => Response | Promise<Response>][] = [
  [
    'JSON-RPC',
    (token) =>
      t.app.request('/api/v2/rpc', {
        method: 'POST',
        headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
        body: '{"jsonrpc":"2.0","id":1,"method":"LOAD_PROJECTS_BY_TENANT","params":{}}',
      }),
  ],
  [
    'tRPC',
    (token) =>
      t.app.request('/api/trpc/projects.loadProjectsByTenant?input=%7B%7D', {
        headers: { Authorization: `Bearer ${token}` },
      }),
  ],
  [
    'uploads',
    (token) =>
      t.app.request('/api/v2/attachment?filename=a.txt&documentModelName=TestCase-dm&pathToField=', {
        method: 'POST',
        headers: { Authorization: `Bearer ${token}`, 'Project-Id': 'P_1' },
        body: 'bytes',
      }),
  ],
  [
    'event streams',
    (token) =>
      t.app.request('/api/events/runs/R_1', { headers: { Authorization: `Bearer ${token}`, 'Project-Id': 'P_1' } }),
  ],
  [
    'task downloads',
    (token) =>
      t.app.request('/api/automation/data/00000000-0000-0000-0000-000000000000', {
        headers: { Authorization: `Bearer ${token}` },
      }),
  ],
];

const unstorable = { NUL: 'ad\u0000min', 'a lone surrogate': 'ad\uD800min' };

describe('tokens naming a tenant or user PostgreSQL cannot store', () => {
  for (const [what, text] of Object.entries(unstorable)) {
    it.each([
      ['preferred_username', () => ({ tenant: tenant.tenantId, preferred_username: text })],
      ['sub', () => ({ tenant: tenant.tenantId, sub: text })],
      [
        'sub beside a good preferred_username',
        () => ({ tenant: tenant.tenantId, preferred_username: 'admin', sub: text }),
      ],
      ['tenant', () => ({ tenant: `${tenant.tenantId}${text}`, preferred_username: 'admin' })],
      ['tmt_roles', () => ({ tenant: tenant.tenantId, preferred_username: 'admin', tmt_roles: [`${text}@TENANT`] })],
    ])(`with %s holding ${what} are answered 401 TOKEN_INVALID on every route`, async (_, claims) => {
      const token = await signed(claims());
      for (const [route, send] of routes) {
        const res = await send(token);
        const { code, data } = (await res.json()).error;
        expect({ route, status: res.status, code, reason: data.reason }).toEqual({
          route,
          status: 401,
          code: -32001,
          reason: 'TOKEN_INVALID',
        });
      }
      expect(t.errors).toEqual([]);
    });
  }

  it('the same token with storable claims still works', async () => {
    const token = await signed({ tenant: tenant.tenantId, preferred_username: 'admin' });
    expect(await client(t, token).ok('LOAD_PROJECTS_BY_TENANT', {})).toBeDefined();
  });
});

describe('POST /api/dev/sign-in', () => {
  const signIn = (body: unknown) =>
    t.app.request('/api/dev/sign-in', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });

  it.each(Object.entries(unstorable))('with %s in the username or tenant is answered 400 -32602', async (_, text) => {
    for (const body of [
      { tenant: tenant.tenantId, username: text },
      { tenant: text, username: 'admin' },
    ]) {
      const res = await signIn(body);
      expect(res.status).toBe(400);
      expect((await res.json()).error).toMatchObject({ code: -32602, data: { reason: 'INVALID_PARAMS' } });
    }
    expect(t.errors).toEqual([]);
  });

  it('signs an existing user in', async () => {
    const res = await signIn({ tenant: tenant.tenantId, username: 'admin' });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ token: expect.any(String) });
  });
});
