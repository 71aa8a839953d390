import { enqueueTask } from '@tmt/core';
import { createTestTenant, runJobsOnce } from '@tmt/testing';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type Client, client } from '../client';
import { addNode, addProject, addSuite } from '../factories';
import { startTestApp, type TestApp } from '../test-app';

let t: TestApp;
let tenant: Awaited<ReturnType<typeof createTestTenant>>;
let api: Client;
let projectId: string;
let caseId: string;

beforeAll(async () => {
  t = await startTestApp();
  tenant = await createTestTenant(t.orm, 'task-failures');
  api = client(t, tenant.admin.token);
  await addProject(api, 'Fragile');
  const suite = await addSuite(api, { ProjectId: 'P_1', Title: 'Suite' });
  caseId = (await addNode(api, suite, 'TestCase-dm', { General: { Title: 'one' } })).split('/')[1]!;
  const [project] = await t.orm.em
    .fork()
    .execute<{ id: string }[]>('SELECT id FROM project WHERE tenant_id = ?', [tenant.tenantId]);
  projectId = project!.id;
});
afterAll(() => t.close());

const jobOf = async (docRef: string) => {
  const [job] = await t.orm.em
    .fork()
    .execute<{ last_error: string | null; attempts: number }[]>(
      `SELECT last_error, attempts FROM graphile_worker._private_jobs WHERE payload->>'taskRequestId' = ?`,
      [docRef.split('/')[1]],
    );
  return job;
};

/** A task of `type` in P_1 with these stored parameters, queued as a service would. */
const queuedTask = (type: 'CREATE_PROJECT_VERSION' | 'SET_TEST_CASE_PROPERTY', parameters: Record<string, unknown>) =>
  t.orm.em.fork().transactional((tx) =>
    enqueueTask(tx, tenant.admin.principal, {
      type,
      project: { id: projectId, businessId: 'P_1', subprojectBusinessId: '_' },
      parameters,
      estimatedSeconds: 1,
    }),
  );

/** A CREATE_PROJECT_VERSION task in P_1 whose projectId parameter is `projectParam`. */
const versionTask = (projectParam: string) =>
  queuedTask('CREATE_PROJECT_VERSION', { projectId: projectParam, title: null, description: '', keyPoints: '' });

/** Runs the task once and expects it in ERROR after that one attempt, with the generic message; answers its Root. */
async function failedAtOnce(docRef: string) {
  await runJobsOnce(t.orm, { taskRequests: [docRef] });
  const failed = await api.root(docRef);
  expect(failed.General.Status).toBe('ERROR');
  expect(failed.DisplayFields.Attempts).toBe(1);
  expect(failed.Error).toMatchObject({
    Reason: 'TASK_FAILED',
    Message: expect.stringMatching(/^Internal error in attempt 1 of 5; quote error id /),
  });
  return failed;
}

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

    await runJobsOnce(t.orm, { taskRequests: [docRef] });
    const retrying = await api.root(docRef);
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
    await runJobsOnce(t.orm, { taskRequests: [docRef] });
    const failed = await api.root(docRef);
    expect(failed.General.Status).toBe('ERROR');
    expect(failed.DisplayFields.Attempts).toBe(2);
    expect(failed.DisplayFields.FinishedOn).not.toBeNull();
    expect(failed.Error.Message).toMatch(
      /^Internal error in attempt 2 of 2; quote error id [0-9a-f-]{36} when reporting it\.$/,
    );
    expect(await jobOf(docRef)).toBeUndefined();

    // Neither the document nor a list shows internal text in the error.
    const listed = await api.ok('LIST_DOCUMENTS', {
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
    const docRef = await api.ok('CREATE_PROJECT_VERSION', {
      document: { Root: { General: { ProjectId: 'P_1', Title: 'Slow' } } },
    });
    // The task locks the project row first; holding it keeps the task running for a while.
    const blocker = new pg.Client({ connectionString: inject('databaseUrl') });
    await blocker.connect();
    try {
      await blocker.query('BEGIN');
      await blocker.query('SELECT 1 FROM project WHERE id = $1 FOR UPDATE', [projectId]);
      const running = runJobsOnce(t.orm, { taskRequests: [docRef] });
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
    const done = await api.root(docRef);
    expect(done.General.Status).toBe('DONE');
    expect(done.DisplayFields.FinishedOn - done.DisplayFields.StartedOn).toBeGreaterThanOrEqual(1400);
  });
});

describe('the task engine', () => {
  it('writes no task and no job when the transaction that enqueues them fails', async () => {
    const em = t.orm.em.fork();
    let docRef = '';
    await expect(
      em.transactional(async (tx) => {
        docRef = await enqueueTask(tx, tenant.admin.principal, {
          type: 'DELETE_TEST_SUITE',
          project: { id: projectId, businessId: 'P_1', subprojectBusinessId: '_' },
          parameters: { suiteId: '00000000-0000-4000-8000-000000000000' },
          estimatedSeconds: 1,
        });
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    const id = docRef.split('/')[1];
    expect(await em.execute('SELECT 1 FROM task_request WHERE id = ?', [id])).toHaveLength(0);
    const jobs = await em.execute("SELECT 1 FROM graphile_worker._private_jobs WHERE payload->>'taskRequestId' = ?", [
      id,
    ]);
    expect(jobs).toHaveLength(0);
  });

  it('ends a task that breaks a rule in ERROR at once, with the reason on the document', async () => {
    const docRef = await versionTask('00000000-0000-4000-8000-000000000000');
    await runJobsOnce(t.orm, { taskRequests: [docRef] });
    const failed = await api.root(docRef);
    expect(failed.General.Status).toBe('ERROR');
    expect(failed.Error).toMatchObject({ Reason: 'DOCUMENT_NOT_FOUND' });
    expect(failed.DisplayFields.Attempts).toBe(1);
  });
});

describe('unexpected failures', () => {
  it('puts a task whose statement was cancelled back to NEW and lets graphile-worker retry it later', async () => {
    const em = t.orm.em.fork();
    const docRef = await versionTask(projectId);
    // Another session holds the project; the task waits for it and its statement is cancelled: not a broken
    // rule nor bad data, so it is tried again later.
    const holder = new pg.Client({ connectionString: inject('databaseUrl') });
    await holder.connect();
    await holder.query('BEGIN');
    await holder.query('SELECT 1 FROM project WHERE id = $1 FOR UPDATE', [projectId]);
    const running = runJobsOnce(t.orm, { taskRequests: [docRef] });
    let cancelled = false;
    for (let i = 0; i < 200 && !cancelled; i++) {
      const { rows } = await holder.query(
        `SELECT pg_cancel_backend(pid) AS done FROM pg_stat_activity
         WHERE pg_backend_pid() = ANY(pg_blocking_pids(pid))`,
      );
      cancelled = rows.length > 0;
      if (!cancelled) await new Promise((r) => setTimeout(r, 25));
    }
    await holder.query('ROLLBACK');
    await running;
    await holder.end();
    expect(cancelled).toBe(true);
    const retried = await api.root(docRef);
    expect(retried.General.Status).toBe('NEW');
    expect(retried.DisplayFields.Attempts).toBe(1);
    expect(retried.Error).toMatchObject({
      Reason: 'TASK_FAILED',
      Message: expect.stringMatching(/^Internal error in attempt 1 of 5; quote error id /),
    });
    const [job] = await em.execute<{ attempts: number; later: boolean }[]>(
      "SELECT attempts, run_at > now() AS later FROM graphile_worker._private_jobs WHERE payload->>'taskRequestId' = ?",
      [docRef.split('/')[1]],
    );
    expect(job).toEqual({ attempts: 1, later: true });
    await em.execute("DELETE FROM graphile_worker._private_jobs WHERE payload->>'taskRequestId' = ?", [
      docRef.split('/')[1],
    ]);
  });

  it('ends a task in ERROR at once when the database refuses its data, as every retry would fail alike', async () => {
    const failed = await failedAtOnce(await versionTask('not-a-uuid'));
    expect(failed.Error.Message).not.toMatch(/uuid|SELECT/);
  });

  it('ends a task in ERROR at once when its stored parameters do not fit its schema', async () => {
    await failedAtOnce(await queuedTask('SET_TEST_CASE_PROPERTY', { caseIds: [], property: 'Nope', value: 1 }));
  });
});
