import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { MethodParams } from '@tmt/contract';
import { createTestTenant, createTestUser } from '@tmt/testing';
import { exportJWK, generateKeyPair, type JWK, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Client, client } from '../client';
import { addProject, addSuite } from '../factories';
import { startTestApp, type TestApp } from '../test-app';

// With an OpenID Connect provider (TMT_JWKS_URL), the provider may list a user's roles in the token's `tmt_roles`
// claim: then they replace the roles stored with the user. Tokens here are signed with a key the test publishes
// as a JWKS over HTTP, as a provider such as Keycloak does.

type PrivateKey = Awaited<ReturnType<typeof generateKeyPair>>['privateKey'];

let jwks: Server;
let signingKey: PrivateKey;
let strangerKey: PrivateKey;
let t: TestApp;
let tenantId: string;
let suite: string;

/** A token for `username` signed by the provider's key (or another), with `tmt_roles` when given. */
function token(username: string, roles?: unknown, key: PrivateKey = signingKey): Promise<string> {
  return new SignJWT({
    tenant: tenantId,
    preferred_username: username,
    ...(roles === undefined ? {} : { tmt_roles: roles }),
  })
    .setProtectedHeader({ alg: 'RS256', kid: 'tmt-test' })
    .setIssuedAt()
    .setExpirationTime('10m')
    .sign(key);
}

const as = async (username: string, roles?: unknown): Promise<Client> => client(t, await token(username, roles));

const newSuite = (Title: string, SubprojectId?: string): MethodParams<'ADD_DOCUMENT'> => ({
  documentModelName: 'TestSuite-dm',
  locale: 'en',
  document: { Root: { General: { ProjectId: 'P_1', ...(SubprojectId ? { SubprojectId } : {}), Title } } },
});

beforeAll(async () => {
  const pair = await generateKeyPair('RS256');
  signingKey = pair.privateKey;
  strangerKey = (await generateKeyPair('RS256')).privateKey;
  const key: JWK = { ...(await exportJWK(pair.publicKey)), kid: 'tmt-test', alg: 'RS256', use: 'sig' };
  jwks = createServer((_, res) => {
    res.writeHead(200, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify({ keys: [key] }));
  });
  await new Promise<void>((listening) => jwks.listen(0, '127.0.0.1', listening));
  const { port } = jwks.address() as AddressInfo;
  t = await startTestApp({ tokenKey: { jwksUrl: `http://127.0.0.1:${port}/certs` } });
  tenantId = (await createTestTenant(t.orm, 'claims')).tenantId;
  // The tenant's stored admin, with a token of the provider that lists no roles.
  const admin = await as('admin');
  await addProject(admin, 'Web shop');
  await addProject(admin, 'Mobile app', 'P_1');
  suite = await addSuite(admin, { ProjectId: 'P_1', Title: 'Checkout' });
  await createTestUser(t.orm, tenantId, 'plain', []);
});
afterAll(async () => {
  await t?.close();
  await new Promise((closed) => jwks?.close(closed));
});

describe('the tmt_roles claim', () => {
  it('is absent: the stored roles apply', async () => {
    const admin = await as('admin');
    expect(await admin.ok('ADD_DOCUMENT', newSuite('Stored roles'))).toMatch(/^TestSuite-dm\//);
    const plain = await as('plain');
    expect(await plain.ok('LOAD_PROJECTS_BY_TENANT')).toEqual([]);
  });

  it('replaces the stored roles, also a stored tenant admin role', async () => {
    const viewer = await as('admin', ['viewer@P_1']);
    expect((await viewer.root(suite)).General.Title).toBe('Checkout');
    expect(await viewer.fail('ADD_DOCUMENT', newSuite('Not as a viewer'))).toMatchObject({
      code: -32003,
      data: { reason: 'ROLE_NOT_ALLOWED', role: 'viewer', neededRole: 'manager' },
    });
    const parent = { documentModelName: 'Project-dm', locale: 'en', document: { Root: { General: { Title: 'x' } } } };
    expect(await viewer.fail('ADD_DOCUMENT', parent)).toMatchObject({ data: { reason: 'NO_ROLE_IN_TENANT' } });
  });

  it('grants roles on the tenant, a project and a sub project', async () => {
    const tenantTester = await as('plain', ['tester@TENANT']);
    expect(await tenantTester.fail('ADD_DOCUMENT', newSuite('Not as a tester'))).toMatchObject({
      data: { reason: 'ROLE_NOT_ALLOWED', role: 'tester' },
    });
    const projectManager = await as('plain', ['viewer@TENANT', 'manager@P_1']);
    expect(await projectManager.ok('ADD_DOCUMENT', newSuite('As a manager'))).toMatch(/^TestSuite-dm\//);
    const subManager = await as('plain', ['manager@SP_1']);
    expect(await subManager.ok('ADD_DOCUMENT', newSuite('In the app', 'SP_1'))).toMatch(/^TestSuite-dm\//);
    expect(await subManager.fail('ADD_DOCUMENT', newSuite('In the shop'))).toMatchObject({
      data: { reason: 'NO_ROLE_IN_PROJECT' },
    });
  });

  it('grants nothing when empty or with role names TMT does not know; known names ignore case', async () => {
    for (const roles of [[], ['owner@TENANT', 'superuser@P_1']]) {
      const nobody = await as('admin', roles);
      expect(await nobody.ok('LOAD_PROJECTS_BY_TENANT')).toEqual([]);
      expect(await nobody.fail('GET_DOCUMENT', { docRef: suite })).toMatchObject({
        code: -32003,
        data: { reason: 'NO_ROLE_IN_PROJECT' },
      });
    }
    const manager = await as('plain', ['Manager@TENANT']);
    expect(await manager.ok('ADD_DOCUMENT', newSuite('Any case'))).toMatch(/^TestSuite-dm\//);
  });

  it('makes the token invalid when it is not a list of role@unit strings', async () => {
    for (const roles of [
      'tester@P_1',
      ['tester'],
      ['tester@project'],
      ['tester@P_1 '],
      [{ unit: 'TENANT', role: 'admin' }],
    ]) {
      const { status, body } = await (await as('admin', roles)).call('LOAD_PROJECTS_BY_TENANT');
      expect(status, JSON.stringify(roles)).toBe(401);
      expect(body.error).toMatchObject({ code: -32001, data: { reason: 'TOKEN_INVALID' } });
    }
  });

  it('counts only in a token signed by the provider', async () => {
    const forged = client(t, await token('plain', ['admin@TENANT'], strangerKey));
    const { status, body } = await forged.call('LOAD_PROJECTS_BY_TENANT');
    expect(status).toBe(401);
    expect(body.error.data.reason).toBe('TOKEN_INVALID');
  });
});
