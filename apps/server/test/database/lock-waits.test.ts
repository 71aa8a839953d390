import { parseDocRef } from '@tmt/contract';
import { createTestTenant } from '@tmt/testing';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type Client, client } from '../client';
import { addProject, addRun, suiteWithCases } from '../factories';
import { startTestApp, type TestApp } from '../test-app';

// The server's pool size; shorter waits than the defaults (5 s lock, 10 s pool) keep the test short.
const LOCK_MS = 1_500;
const ACQUIRE_MS = 4_000;
let t: TestApp;
let busy: Client;
let calm: Client;
let holder: pg.Client;

beforeAll(async () => {
  t = await startTestApp({ poolMax: 20, timeouts: { lockMs: LOCK_MS, acquireMs: ACQUIRE_MS } });
  busy = client(t, (await createTestTenant(t.orm, 'lock-busy')).admin.token);
  calm = client(t, (await createTestTenant(t.orm, 'lock-calm')).admin.token);
  await addProject(busy, 'Hot');
  await addProject(calm, 'Quiet');
  holder = new pg.Client({ connectionString: inject('databaseUrl') });
  await holder.connect();
});
afterAll(async () => {
  await holder.end();
  await t.close();
});

/** A run with `count` executions, read back as their docRefs. */
async function runWith(api: Client, title: string, count: number) {
  const { suite, cases } = await suiteWithCases(api, 'P_1', title, count);
  const run = await addRun(api, { ProjectId: 'P_1', Title: title });
  await api.ok('ADD_TEST_SUITES_TO_RUN', { testRunDocRef: run, testSuiteDocRefs: [suite] });
  await api.ok('ADD_TEST_CASES_TO_RUN', { testRunDocRef: run, testCasesDocRefs: cases });
  const page = await api.ok('GET_TEST_CASE_EXECUTIONS', { testRunDocRef: run, page: { offset: 0, limit: 100 } });
  return { run, executions: page.entries.map((e: { docRef: string }) => e.docRef) as string[] };
}

const timed = async <T>(work: () => Promise<T>) => {
  const start = performance.now();
  const value = await work();
  return { value, ms: performance.now() - start };
};

describe('calls waiting on a locked run', () => {
  it('leave /healthz and other tenants answering within 1 s, and give up with -32009 instead of hanging', async () => {
    const { run, executions } = await runWith(busy, 'Imported', 5);
    const quietRun = await addRun(calm, { ProjectId: 'P_1', Title: 'Elsewhere' });
    // Standing in for a long import: a transaction of our own holds the run's row.
    await holder.query('BEGIN');
    await holder.query('SELECT 1 FROM test_run WHERE id = $1 FOR UPDATE', [parseDocRef(run).id]);
    try {
      const started = performance.now();
      const saves = Array.from({ length: 50 }, (_, i) =>
        busy
          .call('SAVE_TEST_CASE_EXECUTION', {
            docRef: executions[i % executions.length],
            document: { Root: { General: { Result: 2 } } },
          })
          .then((answer) => ({ answer, ms: performance.now() - started })),
      );
      // Let the saves take what they can of the pool.
      await new Promise((resolve) => setTimeout(resolve, 500));

      for (let round = 0; round < 3; round++) {
        const health = await timed(async () => t.app.request('/healthz'));
        expect(health.value.status).toBe(200);
        expect(health.ms).toBeLessThan(1_000);
        const read = await timed(() => calm.root(quietRun));
        expect(read.value.General.Title).toBe('Elsewhere');
        expect(read.ms).toBeLessThan(1_000);
        const list = await timed(() =>
          calm.ok('LIST_TEST_RUNS', { page: { offset: 0, limit: 10 } }, { 'Project-Id': 'P_1' }),
        );
        expect(list.ms).toBeLessThan(1_000);
        await new Promise((resolve) => setTimeout(resolve, 300));
      }

      const answers = await Promise.all(saves);
      for (const { answer, ms } of answers) {
        // Each save waited at most its lock wait, after at most the wait for its tenant's share of the pool.
        expect(answer.body.error).toMatchObject({ code: -32009 });
        expect(['LOCK_TIMEOUT', 'DATABASE_BUSY']).toContain(answer.body.error.data.reason);
        expect(answer.body.error.message).toMatch(/nothing was changed\. Retry/);
        expect(ms).toBeLessThan(ACQUIRE_MS + LOCK_MS + 2_000);
      }
      expect(answers.filter(({ answer }) => answer.body.error.data.reason === 'LOCK_TIMEOUT').length).toBeGreaterThan(
        0,
      );
    } finally {
      await holder.query('ROLLBACK');
    }
    // Nothing was saved while the run was held; now a save goes through at once.
    const { rows } = await holder.query(
      `SELECT count(*)::int AS n FROM test_execution WHERE run_id = $1 AND result <> 1`,
      [parseDocRef(run).id],
    );
    expect(rows[0].n).toBe(0);
    expect(
      (
        await busy.call('SAVE_TEST_CASE_EXECUTION', {
          docRef: executions[0],
          document: { Root: { General: { Result: 2 } } },
        })
      ).body.error,
    ).toBeUndefined();
    expect(t.errors).toEqual([]);
  }, 60_000);

  it('stops a statement over the statement timeout with -32009 STATEMENT_TIMEOUT, no internals', async () => {
    const slow = await startTestApp({ timeouts: { statementMs: 200 } });
    try {
      const tenant = await createTestTenant(slow.orm, 'lock-slow');
      const api = client(slow, tenant.admin.token);
      await addProject(api, 'Slow');
      // The version a new suite locks, held by another session: the call's wait ends at the statement timeout
      // (its lock wait would be longer).
      await holder.query('BEGIN');
      await holder.query('SELECT 1 FROM project_version WHERE tenant_id = $1 FOR UPDATE', [tenant.tenantId]);
      try {
        const error = await api.fail('ADD_DOCUMENT', {
          documentModelName: 'TestSuite-dm',
          locale: 'en',
          document: { Root: { General: { ProjectId: 'P_1', Title: 'Blocked' } } },
        });
        expect(error).toMatchObject({ code: -32009, data: { reason: 'STATEMENT_TIMEOUT' } });
      } finally {
        await holder.query('ROLLBACK');
      }
    } finally {
      await slow.close();
    }
  }, 30_000);
});
