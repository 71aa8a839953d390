import type { MikroORM } from '@mikro-orm/postgresql';
import {
  addDocument,
  closeDatabase,
  createProjectVersionTask,
  endTasksOfCrashedWorkers,
  enqueueTask,
  getDocument,
  openDatabase,
  type ServiceContext,
  serviceContext,
} from '@tmt/core';
import {
  createOwnDatabase,
  createTestTenant,
  killWorkerProcesses,
  startWorkerProcess,
  type WorkerProcess,
} from '@tmt/testing';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';

// Real worker processes take any job of their database, and their sweep hands on jobs of workers they think dead:
// this file works in a database of its own, so other test files' jobs stay theirs.
const DEAD_SECONDS = 3;
let db: Awaited<ReturnType<typeof createOwnDatabase>>;
let orm: MikroORM;

beforeAll(async () => {
  db = await createOwnDatabase('recovery');
  orm = await openDatabase({ url: db.url, poolMax: 5 });
});
afterEach(() => killWorkerProcesses());
afterAll(async () => {
  await killWorkerProcesses();
  await closeDatabase(orm);
  await db.drop();
});

const startWorker = () =>
  startWorkerProcess(db.url, { TMT_WORKER_CONCURRENCY: '1', TMT_WORKER_DEAD_SECONDS: String(DEAD_SECONDS) });

const waitFor = async <T>(check: () => Promise<T | undefined>, what: string, worker?: WorkerProcess, ms = 60_000) => {
  const until = Date.now() + ms;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}\n${worker?.output() ?? ''}`);
    await new Promise((r) => setTimeout(r, 50));
  }
};

/** A tenant with project P_1, its suite, and `cases` cases in it. */
async function seed(label: string, cases: number) {
  const tenant = await createTestTenant(orm, label);
  const ctx = (): ServiceContext =>
    serviceContext(
      { orm },
      {
        principal: tenant.admin.principal,
        locale: 'en',
        header: {},
      },
    );
  await addDocument(ctx(), 'Project-dm', { Root: { General: { Title: 'Crashy', Description: '' } } });
  const suiteRef = (await addDocument(ctx(), 'TestSuite-dm', {
    Root: { General: { ProjectId: 'P_1', Title: 'Many' } },
  })) as string;
  await orm.em.fork().execute(
    `INSERT INTO test_case (id, tenant_id, project_id, version_id, suite_id, business_id, title, criteria, sources, risk,
       steps, created_by, created_on, edited_by, edited_on)
     SELECT gen_random_uuid(), s.tenant_id, s.project_id, s.version_id, s.id, 'C_' || n, 'case ' || n, '{}', '{}', '{}',
       '[]', 'x', now(), 'x', now()
     FROM test_suite s, generate_series(1, ?) n WHERE s.id = ?`,
    [cases, suiteRef.split('/')[1]],
  );
  const [project] = await orm.em
    .fork()
    .execute<{ id: string }[]>('SELECT id FROM project WHERE tenant_id = ?', [tenant.tenantId]);
  const caseIds = (
    await orm.em
      .fork()
      .execute<{ id: string }[]>('SELECT id FROM test_case WHERE tenant_id = ? ORDER BY business_id', [tenant.tenantId])
  ).map((row) => row.id);
  // biome-ignore lint/suspicious/noExplicitAny: the task document is inspected field by field
  const task = async (docRef: string): Promise<any> => (await getDocument(ctx(), docRef)).document.Root;
  return { tenant, ctx, projectId: project!.id, caseIds, task };
}

describe('worker processes', () => {
  it('survive a poison job: a handler error with NUL in its message ends the task in ERROR, cleanly', async () => {
    const { tenant, ctx, projectId, caseIds, task } = await seed('poison', 1);
    const project = { id: projectId, businessId: 'P_1', subprojectBusinessId: '_' };
    // What an old client could queue before the contract refused NUL: the UPDATE fails, and PostgreSQL's error
    // (which a driver may quote with the value) carries the NUL.
    const poison = await orm.em.fork().transactional(async (em) => {
      const docRef = await enqueueTask(em, tenant.admin.principal, {
        type: 'SET_TEST_CASE_PROPERTY',
        project,
        parameters: { caseIds, property: 'User', value: 'x\u0000y' },
        estimatedSeconds: 1,
      });
      // Two attempts keep the test short; the second comes after graphile-worker's first backoff (e¹ s).
      await em.execute(
        `UPDATE graphile_worker._private_jobs SET max_attempts = 2 WHERE payload->>'taskRequestId' = ?`,
        [docRef.split('/')[1]],
      );
      return docRef;
    });
    const worker = startWorker();

    const failed = await waitFor(
      async () => {
        const root = await task(poison);
        return root.General.Status === 'ERROR' ? root : undefined;
      },
      'the poison task to fail for good',
      worker,
    );
    expect(worker.child.exitCode).toBeNull();
    expect(failed.DisplayFields.Attempts).toBe(2);
    expect(failed.DisplayFields.FinishedOn).toBeGreaterThanOrEqual(failed.DisplayFields.StartedOn);
    expect(failed.Error.Reason).toBe('TASK_FAILED');
    expect(failed.Error.Message).toMatch(
      /^Internal error in attempt 2 of 2; quote error id [0-9a-f-]{36} when reporting it\.$/,
    );
    // The log names the task and the error id a user would quote.
    const errorId = failed.Error.Message.match(/error id (\S+) when/)[1];
    expect(worker.output()).toContain(`task ${poison.split('/')[1]} failed in attempt 2 of 2 (error id ${errorId})`);
    // The task ends in ERROR inside the handler; the queue drops the job just after the handler returns.
    const queued = async () =>
      (
        await orm.em
          .fork()
          .execute(`SELECT 1 FROM graphile_worker._private_jobs WHERE payload->>'taskRequestId' = ?`, [
            poison.split('/')[1],
          ])
      ).length;
    await expect.poll(queued).toBe(0);

    // The same process still does its work.
    const next = await orm.em.fork().transactional((em) =>
      enqueueTask(em, tenant.admin.principal, {
        type: 'SET_TEST_CASE_PROPERTY',
        project,
        parameters: { caseIds, property: 'User', value: 'alice' },
        estimatedSeconds: 1,
      }),
    );
    await waitFor(
      async () => ((await task(next)).General.Status === 'DONE' ? true : undefined),
      'the next task',
      worker,
    );
    const [assigned] = await ctx().em.execute('SELECT assignee FROM test_case WHERE id = ?', [caseIds[0]]);
    expect(assigned?.assignee).toBe('alice');
    expect(worker.child.exitCode).toBeNull();
  }, 120_000);

  it('hand on the task of a worker killed mid-task: another worker finishes it once, within the bound', async () => {
    const { ctx, projectId, task } = await seed('killed', 200);
    const docRef = await createProjectVersionTask.request(ctx(), {
      document: { Root: { General: { ProjectId: 'P_1', Description: '', KeyPoints: '' } } },
    });
    // The test holds the project row, which CREATE_PROJECT_VERSION locks first: the task starts and gets stuck.
    const blocker = new pg.Client({ connectionString: db.url });
    await blocker.connect();
    try {
      await blocker.query('BEGIN');
      await blocker.query('SELECT 1 FROM project WHERE id = $1 FOR UPDATE', [projectId]);
      const first = startWorker();
      await waitFor(
        async () => ((await task(docRef)).General.Status === 'RUNNING' ? true : undefined),
        'the task to start',
        first,
      );
      first.child.kill('SIGKILL');
      await first.exited;
      const killedAt = Date.now();
      await blocker.query('ROLLBACK');

      const second = startWorker();
      const done = await waitFor(
        async () => {
          const root = await task(docRef);
          return root.General.Status === 'DONE' ? root : undefined;
        },
        'the task to be taken up again',
        second,
      );
      // Dead after DEAD_SECONDS, seen by the next sweep, taken at the next poll; the second process's start-up
      // (tsx on a busy machine) is the rest.
      expect(Date.now() - killedAt).toBeLessThan((DEAD_SECONDS + 15) * 1000);
      expect(second.output()).toContain('handed on the tasks of dead workers');
      expect(done.DisplayFields.Attempts).toBe(2);
      expect(done.DisplayFields.Progress).toBe(100);
      expect(done.Error).toBeNull();

      const [counts] = await orm.em.fork().execute<{ v2: number; versions: number; heartbeats: number }[]>(
        `SELECT (SELECT count(*)::int FROM test_case c JOIN project_version v ON v.id = c.version_id
                  WHERE v.project_id = ? AND v.version_number = 2) AS v2,
                (SELECT count(*)::int FROM project_version WHERE project_id = ?) AS versions,
                (SELECT count(*)::int FROM worker_heartbeat) AS heartbeats`,
        [projectId, projectId],
      );
      // One copy of the 200 cases; the dead worker's heartbeat is gone, the living one's remains.
      expect(counts).toEqual({ v2: 200, versions: 2, heartbeats: 1 });
      expect(second.child.exitCode).toBeNull();
    } finally {
      await blocker.end();
    }
  }, 120_000);
  it('finish a task whose worker died after its work committed: DONE with its result, the work not run again', async () => {
    const { ctx, projectId, task } = await seed('committed', 20);
    const docRef = await createProjectVersionTask.request(ctx(), {
      document: { Root: { General: { ProjectId: 'P_1', Description: '', KeyPoints: '' } } },
    });
    const taskId = docRef.split('/')[1];
    // As a worker leaves it that died between its work's commit and the DONE mark (while it vacuumed what the work
    // grew): RUNNING, committed, its job held by a pool that never wrote a heartbeat. Found on a dead worker once
    // before, so the sweep would end it in ERROR TASK_CRASHED were its work not committed.
    const sql = (query: string) => orm.em.fork().execute(query, [taskId]);
    await sql(
      `UPDATE task_request SET status = 'RUNNING', progress = 99, attempts = 1, crashes = 1, committed_on = now(),
         result = '{"versionNumber": 2}' WHERE id = ?`,
    );
    await sql(
      `UPDATE graphile_worker._private_jobs SET locked_by = 'pool-died-after-commit', locked_at = now() - interval '1 hour',
         attempts = 1 WHERE payload->>'taskRequestId' = ?`,
    );
    const worker = startWorker();
    const done = await waitFor(
      async () => {
        const root = await task(docRef);
        return root.General.Status === 'DONE' ? root : undefined;
      },
      'the task to be finished',
      worker,
    );
    expect(done.DisplayFields.Progress).toBe(100);
    expect(done.DisplayFields.Attempts).toBe(1);
    expect(done.Result).toEqual({ versionNumber: 2 });
    expect(done.Error).toBeNull();
    // Its job completes without running the work again: no version copied.
    await expect
      .poll(
        async () =>
          (await sql(`SELECT 1 FROM graphile_worker._private_jobs WHERE payload->>'taskRequestId' = ?`)).length,
        { timeout: 30_000 },
      )
      .toBe(0);
    const versions = await orm.em.fork().execute('SELECT 1 FROM project_version WHERE project_id = ?', [projectId]);
    expect(versions).toHaveLength(1);
    expect((await task(docRef)).DisplayFields.Attempts).toBe(1);
  }, 120_000);
  it('end the tasks of a process that crashed: ERROR TASK_CRASHED, but DONE where the work had committed', async () => {
    const { ctx, task } = await seed('crashed-process', 5);
    const request = () =>
      createProjectVersionTask.request(ctx(), {
        document: { Root: { General: { ProjectId: 'P_1', Description: '', KeyPoints: '' } } },
      });
    const [committed, running] = [await request(), await request()];
    const ids = [committed, running].map((ref) => ref.split('/')[1] as string);
    const idList = `{${ids.join(',')}}`;
    const sql = (query: string, params: unknown[]) => orm.em.fork().execute(query, params);
    // Both RUNNING on one pool of the process that died; the first had committed its work (it was vacuuming).
    await sql(`UPDATE task_request SET status = 'RUNNING', attempts = 1 WHERE id = ANY(?::uuid[])`, [idList]);
    await sql(`UPDATE task_request SET committed_on = now(), result = '{"versionNumber": 2}' WHERE id = ?`, [ids[0]]);
    await sql(
      `UPDATE graphile_worker._private_jobs SET locked_by = 'pool-of-crashed-process', locked_at = now()
       WHERE payload->>'taskRequestId' = ANY(?::text[])`,
      [idList],
    );
    const pool = new pg.Pool({ connectionString: db.url, max: 1 });
    try {
      const ended = await endTasksOfCrashedWorkers(pool, ['pool-of-crashed-process'], 'The worker process ended.');
      expect(ended).toEqual({ failed: [ids[1]], done: [ids[0]] });
    } finally {
      await pool.end();
    }
    expect((await task(committed)).General.Status).toBe('DONE');
    expect((await task(committed)).Result).toEqual({ versionNumber: 2 });
    expect((await task(running)).General.Status).toBe('ERROR');
    expect((await task(running)).Error.Reason).toBe('TASK_CRASHED');
    const jobs = await sql(
      `SELECT 1 FROM graphile_worker._private_jobs WHERE payload->>'taskRequestId' = ANY(?::text[])`,
      [idList],
    );
    expect(jobs).toHaveLength(0);
  });

  it('end a task in ERROR TASK_CRASHED when it is found on a dead worker a second time, not run again', async () => {
    const { ctx, projectId, task } = await seed('crashing', 20);
    const docRef = await createProjectVersionTask.request(ctx(), {
      document: { Root: { General: { ProjectId: 'P_1', Description: '', KeyPoints: '' } } },
    });
    // Held project row: every run of the task gets stuck, as one that ends its process each time would.
    const blocker = new pg.Client({ connectionString: db.url });
    await blocker.connect();
    try {
      await blocker.query('BEGIN');
      await blocker.query('SELECT 1 FROM project WHERE id = $1 FOR UPDATE', [projectId]);
      for (let crash = 1; crash <= 2; crash++) {
        const worker = startWorker();
        await waitFor(
          async () => {
            const root = await task(docRef);
            return root.General.Status === 'RUNNING' && root.DisplayFields.Attempts === crash ? true : undefined;
          },
          `run ${crash} to start`,
          worker,
        );
        worker.child.kill('SIGKILL');
        await worker.exited;
      }
      const last = startWorker();
      const failed = await waitFor(
        async () => {
          const root = await task(docRef);
          return root.General.Status === 'ERROR' ? root : undefined;
        },
        'the task to end in ERROR',
        last,
      );
      expect(failed.Error.Reason).toBe('TASK_CRASHED');
      expect(failed.Error.Message).toBe(
        'The worker process ended while running this task, a second time; it is not run again.',
      );
      await blocker.query('ROLLBACK');
      // Its job completes without running it: no third attempt, no version copied, the queue empty.
      await expect
        .poll(
          async () =>
            (
              await orm.em
                .fork()
                .execute(`SELECT 1 FROM graphile_worker._private_jobs WHERE payload->>'taskRequestId' = ?`, [
                  docRef.split('/')[1],
                ])
            ).length,
          { timeout: 10_000 },
        )
        .toBe(0);
      expect((await task(docRef)).DisplayFields.Attempts).toBe(2);
      const [versions] = await orm.em
        .fork()
        .execute<{ n: number }[]>('SELECT count(*)::int AS n FROM project_version WHERE project_id = ?', [projectId]);
      expect(versions!.n).toBe(1);
      expect(last.child.exitCode).toBeNull();
    } finally {
      await blocker.end();
    }
  }, 120_000);
});
