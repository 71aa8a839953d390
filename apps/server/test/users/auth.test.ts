import { signToken } from '@tmt/core';
import { createTestTenant, createTestUser, testSecret } from '@tmt/testing';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client } from '../client';
import { startTestApp, type TestApp } from '../test-app';

let t: TestApp;
let tenantA: Awaited<ReturnType<typeof createTestTenant>>;
let tenantB: Awaited<ReturnType<typeof createTestTenant>>;

const body = JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'LOAD_PROJECTS_BY_TENANT', params: {} });

beforeAll(async () => {
  t = await startTestApp();
  tenantA = await createTestTenant(t.orm, 'auth-a');
  tenantB = await createTestTenant(t.orm, 'auth-b');
});
afterAll(() => t.close());

async function expectUnauthenticated(headers: Record<string, string>, reason: string) {
  const { status, body: answer } = await client(t).post(body, headers);
  expect(status).toBe(401);
  expect(answer).toMatchObject({ jsonrpc: '2.0', id: null, error: { code: -32001, data: { reason } } });
}

describe('bearer token authentication', () => {
  it('refuses a call without a token', () => expectUnauthenticated({}, 'TOKEN_MISSING'));

  it('refuses a header that is not a bearer token', () =>
    expectUnauthenticated({ Authorization: 'Basic dXNlcjpwYXNz' }, 'TOKEN_INVALID'));

  it('refuses a malformed token', () => expectUnauthenticated({ Authorization: 'Bearer not.a.jwt' }, 'TOKEN_INVALID'));

  it('refuses an expired token', async () => {
    const token = await new SignJWT({ tenant: tenantA.tenantId, preferred_username: 'admin' })
      .setProtectedHeader({ alg: 'HS256' })
      .setExpirationTime(Math.floor(Date.now() / 1000) - 60)
      .sign(testSecret);
    await expectUnauthenticated({ Authorization: `Bearer ${token}` }, 'TOKEN_EXPIRED');
  });

  it('refuses a token signed with another key', async () => {
    const token = await signToken(new TextEncoder().encode('some-other-secret-that-is-long-enough'), {
      tenant: tenantA.tenantId,
      username: 'admin',
    });
    await expectUnauthenticated({ Authorization: `Bearer ${token}` }, 'TOKEN_INVALID');
  });

  it('refuses a valid token of a user the tenant does not know', async () => {
    const token = await signToken(testSecret, { tenant: tenantA.tenantId, username: 'ghost' });
    await expectUnauthenticated({ Authorization: `Bearer ${token}` }, 'TOKEN_INVALID');
  });

  it('refuses a token without a tenant claim', async () => {
    const token = await new SignJWT({ preferred_username: 'admin' })
      .setProtectedHeader({ alg: 'HS256' })
      .sign(testSecret);
    await expectUnauthenticated({ Authorization: `Bearer ${token}` }, 'TOKEN_INVALID');
  });

  it('refuses a user whose account has expired', async () => {
    const expired = await createTestUser(t.orm, tenantA.tenantId, 'former', [], {
      expirationDate: new Date(Date.now() - 1000),
    });
    await expectUnauthenticated({ Authorization: `Bearer ${expired.token}` }, 'TOKEN_EXPIRED');
  });

  it('answers a project of another tenant exactly like a missing one', async () => {
    const docRef: string = await client(t, tenantA.admin.token).ok('ADD_DOCUMENT', {
      documentModelName: 'Project-dm',
      locale: 'en',
      document: { Root: { General: { Title: 'Secret project of A' } } },
    });
    const missing = 'Project-dm/00000000-0000-4000-8000-000000000000';
    const b = client(t, tenantB.admin.token);

    const foreign = await b.fail('GET_DOCUMENT', { docRef });
    const absent = await b.fail('GET_DOCUMENT', { docRef: missing });
    expect(foreign).toMatchObject({ code: -32004, data: { reason: 'DOCUMENT_NOT_FOUND' } });
    expect(absent.code).toBe(foreign.code);

    expect((await b.fail('LOAD_PROJECT_SETTING', {}, { 'Project-Id': 'P_1' })).code).toBe(-32004);
    expect(await b.ok('LOAD_PROJECTS_BY_TENANT')).toEqual([]);
  });
});
