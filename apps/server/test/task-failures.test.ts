import { enqueueTask } from '@tmt/core';
import { createTestTenant, runJobsOnce } from '@tmt/testing';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { addNode, addSuite, ok } from './content-helpers';
import { addProject, startTestApp, type TestApp } from './helpers';

let t: TestApp;
let tenant: Awaited<ReturnType<typeof createTestTenant>>;
let token: string;
let projectId: string;
let caseId: string;

beforeAll(async () => {
  t = await startTestApp();
  tenant = await createTestTenant(t.orm, 'task-failures');
  token = tenant.admin.token;
  await addProject(t.app, token, 'Fragile');
  const suite = await addSuite(t.app, token, { ProjectId: 'P_1', Title: 'Suite' });
  caseId = (await addNode(t.app, token, suite, 'TestCase-dm', { General: { Title: 'one' } })).split('/')[1]!;
  const [project] = await t.orm.em
    .fork()
    .execute<{ id: string }[]>('SELECT id FROM project WHERE tenant_id = ?', [tenant.tenantId]);
  projectId = project!.id;
});
afterAll(() => t.close());

const task = async (docRef: string) => (await ok(t.app, token, 'GET_DOCUMENT', { docRef })).document.Root;
const jobOf = async (docRef: string) => {
  const [job] = await t.orm.em
    .fork()
    .execute<{ last_error: string | null; attempts: number }[]>(
      `SELECT last_error, attempts FROM graphile_worker._private_jobs WHERE payload->>'taskRequestId' = ?`,
      [docRef.split('/')[1]],
    );
  return job;
};

describe('a task that fails unexpectedly', () => {
  it('stores a generic message with an error id (no SQL, no NUL), retries, and ends in ERROR', async () => {
    // A NUL in a value (what an old client could queue) makes the UPDATE fail with PostgreSQL's text about it.
    const docRef = await t.orm.em.fork().transactional(async (em) => {
      const ref = await enqueueTask(em, tenant.admin.principal, {
        type: 'SET_TEST_CASE_PROPERTY',
        project: { id: projectId, businessId: 'P_1', subprojectBusinessId: '_' },
        parameters: { caseIds: [caseId], property: 'User', value: 'x\u0000y' },
        estimatedSeconds: 1,
      });
      await em.execute(
        `UPDATE graphile_worker._private_jobs SET max_attempts = 2 WHERE payload->>'taskRequestId' = ?`,
        [ref.split('/')[1]],
      );
      return ref;
    });

    await runJobsOnce(t.orm, ['SET_TEST_CASE_PROPERTY']);
    const retrying = await task(docRef);
    expect(retrying.General.Status).toBe('NEW');
    expect(retrying.Error.Reason).toBe('TASK_FAILED');
    expect(retrying.Error.Message).toMatch(
      /^Internal error in attempt 1 of 2; quote error id [0-9a-f-]{36} when reporting it\.$/,
    );
    expect(retrying.DisplayFields.FinishedOn).toBeNull();
    // graphile-worker keeps a generic error too: the raw one (with the NUL) is what it could not store.
    const job = await jobOf(docRef);
    expect(job?.last_error).toMatch(/^task failed; error id [0-9a-f-]{36}$/);

    await t.orm.em
      .fork()
      .execute(`UPDATE graphile_worker._private_jobs SET run_at = now() WHERE payload->>'taskRequestId' = ?`, [
        docRef.split('/')[1],
      ]);
    await runJobsOnce(t.orm, ['SET_TEST_CASE_PROPERTY']);
    const failed = await task(docRef);
    expect(failed.General.Status).toBe('ERROR');
    expect(failed.DisplayFields.Attempts).toBe(2);
    expect(failed.DisplayFields.FinishedOn).not.toBeNull();
    expect(failed.Error.Message).toMatch(
      /^Internal error in attempt 2 of 2; quote error id [0-9a-f-]{36} when reporting it\.$/,
    );
    expect(await jobOf(docRef)).toBeUndefined();

    // Neither the document nor a list shows internal text in the error.
    const listed = await ok(t.app, token, 'LIST_DOCUMENTS', {
      documentModelName: 'TaskRequest-dm',
      filter: { filters: ['ProjectId:P_1'] },
      page: { offset: 0, limit: 100 },
    });
    const errors = JSON.stringify([
      failed.Error,
      ...listed.entries.map((entry: { document: { Root: { Error: unknown } } }) => entry.document.Root.Error),
    ]);
    for (const internal of ['UPDATE', 'test_case', tenant.tenantId, caseId, '\\u0000', '\ufffd', 'at ', '.ts:']) {
      expect(errors).not.toContain(internal);
    }
    const [unchanged] = await t.orm.em.fork().execute('SELECT assignee FROM test_case WHERE id = ?', [caseId]);
    expect(unchanged?.assignee).not.toBe('x\u0000y');
  });
});

describe('FinishedOn', () => {
  it('is when the task finished, not when it started', async () => {
    const docRef = await ok(t.app, token, 'CREATE_PROJECT_VERSION', {
      document: { Root: { General: { ProjectId: 'P_1', Title: 'Slow' } } },
    });
    // The task locks the project row first; holding it keeps the task running for a while.
    const blocker = new pg.Client({ connectionString: inject('databaseUrl') });
    await blocker.connect();
    try {
      await blocker.query('BEGIN');
      await blocker.query('SELECT 1 FROM project WHERE id = $1 FOR UPDATE', [projectId]);
      const running = runJobsOnce(t.orm, ['CREATE_PROJECT_VERSION']);
      const until = Date.now() + 30_000;
      while (
        (await blocker.query('SELECT status FROM task_request WHERE id = $1', [docRef.split('/')[1]])).rows[0]
          ?.status !== 'RUNNING'
      ) {
        if (Date.now() > until) throw new Error('the task did not start');
        await new Promise((r) => setTimeout(r, 25));
      }
      await new Promise((r) => setTimeout(r, 1500));
      await blocker.query('ROLLBACK');
      await running;
    } finally {
      await blocker.end();
    }
    const done = await task(docRef);
    expect(done.General.Status).toBe('DONE');
    expect(done.DisplayFields.FinishedOn - done.DisplayFields.StartedOn).toBeGreaterThanOrEqual(1400);
  });
});
