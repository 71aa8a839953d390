import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadOrCreateDevSecret } from '@tmt/core';
import { createTestTenant } from '@tmt/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client } from './client';
import { startTestApp, type TestApp } from './test-app';

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
