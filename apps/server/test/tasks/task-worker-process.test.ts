import {
  createOwnDatabase,
  createTestTenant,
  killWorkerProcesses,
  runJobsOnce,
  startWorkerProcess,
} from '@tmt/testing';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { client } from '../client';
import { addProject, addSuite } from '../factories';
import { startTestApp, type TestApp } from '../test-app';

// A real worker process takes any job of its database: this file works in a database of its own, so other test
// files' jobs stay theirs.
let db: Awaited<ReturnType<typeof createOwnDatabase>>;
let t: TestApp;

beforeAll(async () => {
  db = await createOwnDatabase('worker-process');
  t = await startTestApp({ databaseUrl: db.url });
});
afterEach(() => killWorkerProcesses());
afterAll(async () => {
  await killWorkerProcesses();
  await t.close();
  await db.drop();
});

const startWorker = (env: Record<string, string> = {}) =>
  startWorkerProcess(db.url, { TMT_WORKER_CONCURRENCY: '1', ...env });

/** A project of its own whose one suite holds 20,000 cases, in one statement, so a copy of it runs a while. */
async function bigProject(label: string) {
  const own = await createTestTenant(t.orm, label);
  const admin = client(t, own.admin.token);
  await addProject(admin, 'Big');
  const suite = await addSuite(admin, { ProjectId: 'P_1', Title: 'Many' });
  await t.orm.em.fork().execute(
    `INSERT INTO test_case (id, tenant_id, project_id, version_id, suite_id, business_id, title, criteria, sources, risk, steps,
       created_by, created_on, edited_by, edited_on)
     SELECT gen_random_uuid(), s.tenant_id, s.project_id, s.version_id, s.id, 'C_' || n, 'case ' || n, '{}', '{}', '{}',
       '[{"No":1,"Id":"00000000-0000-4000-8000-000000000001","Action":"a","ExpectedResult":"b"}]', 'x', now(), 'x', now()
     FROM test_suite s, generate_series(1, 20000) n WHERE s.id = ?`,
    [suite.split('/')[1]],
  );
  return { own, admin };
}

/** Cases of version 2 and versions of a tenant: one finished copy is 20,000 and 2. */
async function copies(tenantId: string) {
  const [counts] = await t.orm.em.fork().execute<{ v2: number; versions: number }[]>(
    `SELECT (SELECT count(*)::int FROM test_case c JOIN project_version v ON v.id = c.version_id
              WHERE v.tenant_id = ? AND v.version_number = 2) AS v2,
            (SELECT count(*)::int FROM project_version WHERE tenant_id = ?) AS versions`,
    [tenantId, tenantId],
  );
  return counts;
}
const waitFor = async (check: () => Promise<boolean>, what: string, ms = 60_000) => {
  const until = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 25));
  }
};

// Each test starts a worker process through tsx and copies 20,000 cases: on a busy machine that takes a while.
describe('a real worker process', { timeout: 120_000 }, () => {
  it('runs tasks and stops cleanly on SIGTERM', async () => {
    const admin = client(t, (await createTestTenant(t.orm, 'worker-proc')).admin.token);
    await addProject(admin, 'Worked');
    const worker = startWorker();
    const docRef = await admin.ok('CREATE_PROJECT_VERSION', {
      document: { Root: { General: { ProjectId: 'P_1' } } },
    });
    await waitFor(async () => (await admin.root(docRef)).General.Status === 'DONE', 'the task');
    worker.child.kill('SIGTERM');
    expect((await worker.exited).code).toBe(0);
  });

  it('retries a task whose worker was killed mid-way, leaving one copy', async () => {
    const { own, admin } = await bigProject('worker-kill');
    const worker = startWorker();
    const docRef = await admin.ok('CREATE_PROJECT_VERSION', {
      document: { Root: { General: { ProjectId: 'P_1' } } },
    });
    await waitFor(async () => (await admin.root(docRef)).General.Status === 'RUNNING', 'the task to start');
    worker.child.kill('SIGKILL');
    await worker.exited;
    // The dead worker's lock would expire in time; release it now, as an operator would.
    await t.orm.em.fork().execute(
      `SELECT graphile_worker.force_unlock_workers(array_agg(DISTINCT locked_by))
       FROM graphile_worker._private_jobs WHERE locked_by IS NOT NULL AND payload->>'taskRequestId' = ?`,
      [docRef.split('/')[1]],
    );
    await runJobsOnce(t.orm, { taskRequests: [docRef] });
    const done = await admin.root(docRef);
    expect(done.General.Status).toBe('DONE');
    expect(done.DisplayFields.Attempts).toBe(2);
    expect(await copies(own.tenantId)).toEqual({ v2: 20000, versions: 2 });
  });

  it('gives back a task still running when its shutdown time is up, for another worker to finish once', async () => {
    const { own, admin } = await bigProject('worker-shutdown');
    const worker = startWorker({ TMT_WORKER_SHUTDOWN_SECONDS: '0' });
    const docRef = await admin.ok('CREATE_PROJECT_VERSION', {
      document: { Root: { General: { ProjectId: 'P_1' } } },
    });
    await waitFor(async () => (await admin.root(docRef)).General.Status === 'RUNNING', 'the task to start');
    worker.child.kill('SIGTERM');
    expect((await worker.exited).code).toBe(0);
    expect(worker.output()).toContain('gave back 1 running task(s) for another worker');
    // Back at once: NEW and unlocked, not waiting for TMT_WORKER_DEAD_SECONDS.
    expect((await admin.root(docRef)).General.Status).toBe('NEW');
    const [job] = await t.orm.em
      .fork()
      .execute<{ locked_by: string | null }[]>(
        "SELECT locked_by FROM graphile_worker._private_jobs WHERE payload->>'taskRequestId' = ?",
        [docRef.split('/')[1]],
      );
    expect(job?.locked_by).toBeNull();
    await runJobsOnce(t.orm, { taskRequests: [docRef] });
    expect((await admin.root(docRef)).General.Status).toBe('DONE');
    expect(await copies(own.tenantId)).toEqual({ v2: 20000, versions: 2 });
  });
});
