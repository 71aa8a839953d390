import { execFileSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createOwnDatabase, killWorkerProcesses, servedAt, startServerProcess } from '@tmt/testing';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client } from '../client';
import { addProject, addRun, addSuite } from '../factories';

// The real `npm start` server with its inline worker, on a database of its own (its worker takes any job there).
let db: Awaited<ReturnType<typeof createOwnDatabase>>;
let dataDir: string;
beforeAll(async () => {
  db = await createOwnDatabase('crash');
  dataDir = await mkdtemp(join(tmpdir(), 'tmt-crash-'));
});
afterAll(async () => {
  await killWorkerProcesses();
  await db.drop();
  await rm(dataDir, { recursive: true, force: true });
});

/** The worker child processes of a server, by pid. */
const workerChildren = (serverPid: number) =>
  execFileSync('ps', ['-o', 'pid=,args=', '--ppid', String(serverPid)], { encoding: 'utf8' })
    .split('\n')
    .filter((line) => line.includes('apps/worker/src/main.ts'))
    .map((line) => Number(line.trim().split(/\s+/)[0]));

describe('the inline task worker', () => {
  it('runs as a child process with its own heap: killing it leaves the server answering, and it comes back', async () => {
    const server = startServerProcess({
      DATABASE_URL: db.url,
      TMT_DATA_DIR: dataDir,
      PORT: '0',
      HOST: '127.0.0.1',
      TMT_WORKER_HEAP_MB: '128',
    });
    const { url } = await servedAt(server);
    const pid = server.child.pid!;
    await expect.poll(() => workerChildren(pid).length, { timeout: 30_000 }).toBe(1);
    const [first] = workerChildren(pid);
    expect(execFileSync('ps', ['-o', 'args=', '-p', String(first)], { encoding: 'utf8' })).toContain(
      '--max-old-space-size=128',
    );

    process.kill(first!, 'SIGKILL');
    const start = performance.now();
    const health = await fetch(`${url}/healthz`);
    expect(health.status).toBe(200);
    expect(performance.now() - start).toBeLessThan(1_000);
    await expect.poll(() => workerChildren(pid).filter((p) => p !== first).length, { timeout: 30_000 }).toBe(1);
    expect(server.output()).toContain('task worker process ended; starting it again');
    expect(server.child.exitCode).toBeNull();

    // SIGTERM stops the server and its worker.
    const [second] = workerChildren(pid);
    server.child.kill('SIGTERM');
    expect(await server.exited).toEqual({ code: 0, signal: null });
    expect(() => process.kill(second!, 0)).toThrow();
  }, 120_000);

  it('ends a task whose worker process ran out of memory in ERROR TASK_CRASHED at once, and never runs it again', async () => {
    const server = startServerProcess({
      DATABASE_URL: db.url,
      TMT_DATA_DIR: dataDir,
      PORT: '0',
      HOST: '127.0.0.1',
      TMT_WORKER_HEAP_MB: '96',
    });
    const { url, token } = await servedAt(server);
    const pid = server.child.pid!;
    await expect.poll(() => workerChildren(pid).length, { timeout: 30_000 }).toBe(1);
    const [first] = workerChildren(pid);
    const api = client(url, token);
    await addProject(api, 'Heavy');
    const run = (await api.root(await addRun(api, { ProjectId: 'P_1', Title: 'Nightly' }))).General.Id;
    // A failure message of 160 MB: an attribute value is held whole while it is read, more than a 96 MB heap.
    const report = Buffer.concat([
      Buffer.from('<?xml version="1.0" encoding="UTF-8"?>\n<testsuite name="S">\n<testcase classname="S" name="t">'),
      Buffer.from('<failure message="'),
      Buffer.alloc(160 * 1024 * 1024, 'x'),
      Buffer.from('"/></testcase>\n</testsuite>\n'),
    ]);
    const query = new URLSearchParams({ filename: 'huge.xml', documentModelName: 'TestRun-dm', pathToField: '' });
    const uploaded = await fetch(`${url}/api/v2/attachment?${query}`, {
      method: 'POST',
      body: report,
      headers: { 'Project-Id': 'P_1', Authorization: `Bearer ${token}`, 'Content-Type': 'application/xml' },
    });
    expect(uploaded.status).toBe(200);
    const { attachmentId } = await uploaded.json();
    const taskRef = await api.ok('IMPORT_JUNIT_RESULTS', {
      projectId: 'P_1',
      testRunId: run,
      attachmentIds: [attachmentId],
    });

    await expect
      .poll(async () => (await api.root(taskRef)).General.Status, { timeout: 90_000, interval: 500 })
      .toBe('ERROR');
    const task = await api.root(taskRef);
    expect(task.Error.Reason).toBe('TASK_CRASHED');
    expect(task.Error.Message).toMatch(
      /^The worker process ran out of memory while running this task; it is not run again\./,
    );
    expect(task.DisplayFields.Attempts).toBe(1);
    expect(server.output()).toContain('"outOfMemory":true');
    // The server answered throughout; a new worker process runs, and the task's job is gone, not run again.
    expect((await fetch(`${url}/healthz`)).status).toBe(200);
    await expect.poll(() => workerChildren(pid).filter((p) => p !== first).length, { timeout: 30_000 }).toBe(1);
    const check = new pg.Client({ connectionString: db.url });
    await check.connect();
    try {
      const { rows } = await check.query(
        `SELECT 1 FROM graphile_worker._private_jobs WHERE payload->>'taskRequestId' = $1`,
        [taskRef.split('/')[1]],
      );
      expect(rows).toEqual([]);
    } finally {
      await check.end();
    }
    await new Promise((done) => setTimeout(done, 3_000));
    expect((await api.root(taskRef)).DisplayFields.Attempts).toBe(1);
    server.child.kill('SIGTERM');
    expect(await server.exited).toEqual({ code: 0, signal: null });
  }, 180_000);

  it('ends the task of a worker process killed while running it in ERROR TASK_CRASHED at once, naming the signal', async () => {
    const server = startServerProcess({ DATABASE_URL: db.url, TMT_DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1' });
    const { url, token } = await servedAt(server);
    const pid = server.child.pid!;
    await expect.poll(() => workerChildren(pid).length, { timeout: 30_000 }).toBe(1);
    const [first] = workerChildren(pid);
    const api = client(url, token);
    await addProject(api, 'Big');
    const suite = await addSuite(api, { ProjectId: 'P_1', Title: 'Many' });
    // 30,000 cases in one statement, so that copying them into a new version runs long enough to be interrupted.
    const sql = new pg.Client({ connectionString: db.url });
    await sql.connect();
    try {
      await sql.query(
        `INSERT INTO test_case (id, tenant_id, project_id, version_id, suite_id, business_id, title, criteria, sources,
           risk, steps, created_by, created_on, edited_by, edited_on)
         SELECT gen_random_uuid(), s.tenant_id, s.project_id, s.version_id, s.id, 'C_' || (n + 100000), 'case ' || n, '{}', '{}',
           '{}', '[]', 'x', now(), 'x', now()
         FROM test_suite s, generate_series(1, 30000) n WHERE s.id = $1`,
        [suite.split('/')[1]],
      );
    } finally {
      await sql.end();
    }
    const taskRef = await api.ok('CREATE_PROJECT_VERSION', { document: { Root: { General: { ProjectId: 'P_1' } } } });
    await expect
      .poll(async () => (await api.root(taskRef)).General.Status, { timeout: 30_000, interval: 20 })
      .toBe('RUNNING');
    process.kill(first!, 'SIGKILL');
    await expect.poll(async () => (await api.root(taskRef)).General.Status, { timeout: 30_000 }).toBe('ERROR');
    const task = await api.root(taskRef);
    expect(task.Error).toMatchObject({
      Reason: 'TASK_CRASHED',
      Message: 'The worker process ended (signal SIGKILL) while running this task; it is not run again.',
    });
    // The next worker process does not run it again.
    await expect.poll(() => workerChildren(pid).filter((p) => p !== first).length, { timeout: 30_000 }).toBe(1);
    await new Promise((done) => setTimeout(done, 3_000));
    expect((await api.root(taskRef)).DisplayFields.Attempts).toBe(1);
    server.child.kill('SIGTERM');
    expect(await server.exited).toEqual({ code: 0, signal: null });
  }, 120_000);
});
