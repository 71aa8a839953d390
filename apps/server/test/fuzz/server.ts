import { randomUUID } from 'node:crypto';
import { createTestTenant, testSecretText } from '@tmt/testing';
import pg from 'pg';
import { loadConfig } from '../../src/config';
import { startTmt } from '../../src/start';
import { client } from '../client';

/** One statement on a short-lived session, so no idle client is left to fail when the cluster goes away. */
async function adminQuery(url: string, sql: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/**
 * The real server, with its inline task worker, on a database of its own: the fuzz lets every queued task run
 * without touching the jobs of other test files.
 */
export async function startFuzzServer(runUrl: string) {
  const name = `fuzz_${randomUUID().slice(0, 8)}`;
  const adminUrl = new URL(runUrl);
  adminUrl.pathname = '/postgres';
  await adminQuery(adminUrl.href, `CREATE DATABASE ${name}`);
  const url = new URL(runUrl);
  url.pathname = `/${name}`;
  const tmt = await startTmt({
    ...loadConfig(),
    port: 0,
    host: '127.0.0.1',
    publicUrl: undefined,
    databaseUrl: url.href,
    jwtSecret: testSecretText,
    jwksUrl: undefined,
    jwtIssuer: undefined,
    jwtAudience: undefined,
    bodyLimitBytes: 256 * 1024,
    seedDemo: false,
    worker: 'in-process',
    workerConcurrency: 1,
  });
  // The server listens on 127.0.0.1 only; `localhost` may resolve to ::1 first.
  const base = tmt.url.replace('localhost', '127.0.0.1');
  const { tenantId, admin: user } = await createTestTenant(tmt.orm, 'fuzz');
  return {
    base,
    tmt,
    token: user.token,
    tenantId,
    /** The fuzzed tenant's admin. */
    api: client(base, user.token),
    stop: async () => {
      await tmt.stop();
      await adminQuery(adminUrl.href, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}
