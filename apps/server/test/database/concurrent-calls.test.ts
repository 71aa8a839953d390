import { parseDocRef } from '@tmt/contract';
import { createTestTenant } from '@tmt/testing';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type Client, client } from '../client';
import { addProject, addRun, addSuite } from '../factories';
import { startTestApp, type TestApp } from '../test-app';

let t: TestApp;
let api: Client;
let other: pg.Client;

beforeAll(async () => {
  t = await startTestApp();
  api = client(t, (await createTestTenant(t.orm, 'concurrent-calls')).admin.token);
  await addProject(api, 'Shop');
  other = new pg.Client({ connectionString: inject('databaseUrl') });
  await other.connect();
});
afterAll(async () => {
  await other.end();
  await t.close();
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits until a statement of the call under test waits for a lock that `other` holds. */
async function untilBlocked() {
  for (let i = 0; i < 200; i++) {
    const { rows } = await other.query(
      'SELECT count(*)::int AS n FROM pg_stat_activity WHERE pg_backend_pid() = ANY(pg_blocking_pids(pid))',
    );
    if (rows[0].n > 0) return;
    await sleep(25);
  }
  throw new Error('the call never waited for the lock');
}

describe('calls racing other sessions', () => {
  it('answers the missing document when the suite it links is deleted while it waits, and links nothing', async () => {
    const run = await addRun(api, { ProjectId: 'P_1', Title: 'Race' });
    const suite = await addSuite(api, { ProjectId: 'P_1', Title: 'Going' });
    await other.query('BEGIN');
    await other.query('DELETE FROM test_suite WHERE id = $1', [parseDocRef(suite).id]);
    const answer = api.call('ADD_TEST_SUITES_TO_RUN', { testRunDocRef: run, testSuiteDocRefs: [suite] });
    await untilBlocked();
    await other.query('COMMIT');
    const { body } = await answer;
    expect(body.error).toMatchObject({ code: -32004, data: { reason: 'DOCUMENT_NOT_FOUND' } });
    expect(t.errors).toEqual([]);
    const { rows } = await other.query('SELECT count(*)::int AS n FROM test_run_suite WHERE run_id = $1', [
      parseDocRef(run).id,
    ]);
    expect(rows[0].n).toBe(0);
  });

  it('runs a call again when PostgreSQL picks it as a deadlock victim, and answers its result', async () => {
    const run = await addRun(api, { ProjectId: 'P_1', Title: 'Deadlock' });
    const suite = await addSuite(api, { ProjectId: 'P_1', Title: 'Contested' });
    // This session waits long before it looks for deadlocks, so the call (1 s, the default) is the one that finds
    // the cycle and is rolled back.
    await other.query('BEGIN');
    await other.query("SET LOCAL deadlock_timeout = '20s'");
    await other.query('SELECT 1 FROM test_suite WHERE id = $1 FOR UPDATE', [parseDocRef(suite).id]);
    const answer = api.call('ADD_TEST_SUITES_TO_RUN', { testRunDocRef: run, testSuiteDocRefs: [suite] });
    await untilBlocked();
    // The call holds the run and waits for the suite; this session now waits for the run: a cycle.
    const runLock = other.query('SELECT 1 FROM test_run WHERE id = $1 FOR UPDATE', [parseDocRef(run).id]);
    await expect(runLock).resolves.toMatchObject({ rowCount: 1 });
    await other.query('ROLLBACK');
    const { body } = await answer;
    expect(body.error).toBeUndefined();
    expect(body.result).toHaveLength(1);
    expect(t.errors).toEqual([]);
  });
});
