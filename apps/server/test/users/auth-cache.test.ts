import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadOrCreateDevSecret } from '@tmt/core';
import { createTestTenant } from '@tmt/testing';
import { exportJWK, generateKeyPair, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client } from '../client';
import { startTestApp, type TestApp } from '../test-app';

let t: TestApp;
let token: string;

beforeAll(async () => {
  // A caller remembered for 40 ms: nearly every wave of calls below meets an entry that is expiring or just gone.
  t = await startTestApp({ authCacheMs: 40 });
  token = (await createTestTenant(t.orm, 'auth-cache')).admin.token;
});
afterAll(() => t.close());

describe('the auth cache around its expiry', () => {
  it('never refuses a valid token while concurrent calls meet expiring entries', async () => {
    const api = client(t, token);
    const statuses = new Map<number, number>();
    const reasons = new Set<string>();
    const started = performance.now();
    while (performance.now() - started < 2_000) {
      const wave = await Promise.all(
        Array.from({ length: 20 }, async (_, i) => {
          // Spread over the entry's lifetime, so some calls find it, some find it expired, some share a new check.
          await new Promise((done) => setTimeout(done, (i * 7) % 45));
          return api.call('LOAD_PROJECTS_BY_TENANT', {});
        }),
      );
      for (const answer of wave) {
        statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
        if (answer.body.error) reasons.add(answer.body.error.data.reason);
      }
    }
    expect([...reasons]).toEqual([]);
    expect([...statuses.keys()]).toEqual([200]);
    expect(statuses.get(200)).toBeGreaterThan(100);
    expect(t.errors).toEqual([]);
  });
});

describe('the dev secret', () => {
  it('is the same for every process that starts at once on a fresh data directory', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'tmt-secret-'));
    try {
      const file = join(dir, 'jwt-secret');
      const secrets = await Promise.all(Array.from({ length: 20 }, () => loadOrCreateDevSecret(file)));
      const distinct = new Set(secrets.map((secret) => Buffer.from(secret).toString('hex')));
      expect(distinct.size).toBe(1);
      expect(Buffer.from((await loadOrCreateDevSecret(file)) as Uint8Array).toString('hex')).toBe([...distinct][0]);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe("an identity provider's keys", () => {
  it('still verify its tokens while the provider fails to answer a refresh of them', async () => {
    const { publicKey, privateKey } = await generateKeyPair('RS256');
    const stranger = (await generateKeyPair('RS256')).privateKey;
    const jwk = { ...(await exportJWK(publicKey)), kid: 'k1', alg: 'RS256', use: 'sig' };
    let up = true;
    let fetches = 0;
    const provider = createServer((_, res) => {
      fetches++;
      res.writeHead(up ? 200 : 503, { 'Content-Type': 'application/json' });
      res.end(up ? JSON.stringify({ keys: [jwk] }) : '{}');
    });
    await new Promise<void>((listening) => provider.listen(0, '127.0.0.1', listening));
    const jwksUrl = `http://127.0.0.1:${(provider.address() as AddressInfo).port}/certs`;
    // Keys refreshed after 200 ms and callers never remembered: every call checks its token against the keys.
    const app = await startTestApp({ tokenKey: { jwksUrl, jwksMaxAgeMs: 200 }, authCacheMs: 0 });
    try {
      const { tenantId } = await createTestTenant(app.orm, 'provider-keys');
      const sign = (key = privateKey) =>
        new SignJWT({ tenant: tenantId, preferred_username: 'admin' })
          .setProtectedHeader({ alg: 'RS256', kid: 'k1' })
          .setIssuedAt()
          .setExpirationTime('10m')
          .sign(key);
      const api = client(app, await sign());
      expect(await api.ok('LOAD_PROJECTS_BY_TENANT')).toEqual([]);
      up = false;
      for (let i = 0; i < 3; i++) {
        await new Promise((done) => setTimeout(done, 250));
        expect(await api.ok('LOAD_PROJECTS_BY_TENANT')).toEqual([]);
      }
      expect(fetches).toBeGreaterThan(1);
      // A token the provider's keys did not sign stays refused.
      const forged = await client(app, await sign(stranger)).call('LOAD_PROJECTS_BY_TENANT', {});
      expect(forged.body.error.data.reason).toBe('TOKEN_INVALID');
    } finally {
      await app.close();
      await new Promise((closed) => provider.close(closed));
    }
  });
});
