import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createOwnDatabase, killWorkerProcesses, servedAt, startServerProcess } from '@tmt/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client } from '../client';
import { addProject, addRun, addSuite } from '../factories';

// `npm start` as run in production — a server with its worker child — importing a 200 MB JUnit report: the server
// keeps answering, and the worker's memory stays bounded. A database of its own: its worker takes any job there.
let db: Awaited<ReturnType<typeof createOwnDatabase>>;
let dataDir: string;
beforeAll(async () => {
  db = await createOwnDatabase('stress');
  dataDir = await mkdtemp(join(tmpdir(), 'tmt-stress-'));
});
afterAll(async () => {
  await killWorkerProcesses();
  await db.drop();
  await rm(dataDir, { recursive: true, force: true });
});

const TESTS = 10_000;
const OUTPUT = 20_000;

/** A nightly report of 200 MB: 10,000 testcases, each with 20 KB of output; one in ten fails. */
function nightlyReport(): Buffer {
  const parts: Buffer[] = [
    Buffer.from('<?xml version="1.0" encoding="UTF-8"?>\n<testsuites>\n<testsuite name="Nightly">\n'),
  ];
  const output = Buffer.alloc(OUTPUT, 'INFO  checkout step done &amp; logged in 12 ms\n');
  for (let i = 1; i <= TESTS; i++) {
    const failure =
      i % 10
        ? ''
        : `<failure message="expected ${i}" type="AssertionError">at Nightly.check(Nightly.java:${i})</failure>`;
    parts.push(
      Buffer.from(`<testcase classname="com.shop.Nightly" name="checks order ${i}" time="0.2">${failure}<system-out>`),
      output,
      Buffer.from('</system-out></testcase>\n'),
    );
  }
  parts.push(Buffer.from('</testsuite>\n</testsuites>\n'));
  return Buffer.concat(parts);
}

/** The worker child process of a server. */
const workerChild = (serverPid: number) =>
  execFileSync('ps', ['-o', 'pid=,args=', '--ppid', String(serverPid)], { encoding: 'utf8' })
    .split('\n')
    .filter((line) => line.includes('apps/worker/src/main.ts'))
    .map((line) => Number(line.trim().split(/\s+/)[0]))[0];

/** A process's peak resident memory so far, in MB (VmHWM). */
const peakRssMb = (pid: number) =>
  Number(/VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))![1]) / 1024;

describe('a 200 MB JUnit import on the worker child', () => {
  it('leaves /healthz and other calls answering within 1 s, and the worker under 400 MB', async () => {
    const server = startServerProcess({
      DATABASE_URL: db.url,
      TMT_DATA_DIR: dataDir,
      PORT: '0',
      HOST: '127.0.0.1',
    });
    const { url, token } = await servedAt(server);
    await expect.poll(() => workerChild(server.child.pid!), { timeout: 30_000 }).toBeGreaterThan(0);
    const worker = workerChild(server.child.pid!)!;
    const api = client(url, token);
    await addProject(api, 'Shop');
    await addProject(api, 'Elsewhere');
    const elsewhere = await addSuite(api, { ProjectId: 'P_2', Title: 'Read while importing' });
    const run = (await api.root(await addRun(api, { ProjectId: 'P_1', Title: 'Nightly' }))).General.Id;

    const report = nightlyReport();
    expect(report.length).toBeGreaterThan(200_000_000);
    const query = new URLSearchParams({
      filename: 'TEST-nightly.xml',
      documentModelName: 'TestRun-dm',
      pathToField: '',
    });
    const uploaded = await fetch(`${url}/api/v2/attachment?${query}`, {
      method: 'POST',
      body: report as BodyInit,
      headers: { 'Project-Id': 'P_1', Authorization: `Bearer ${token}`, 'Content-Type': 'application/xml' },
    });
    expect(uploaded.status).toBe(200);
    const { attachmentId } = await uploaded.json();

    const idle = peakRssMb(worker);
    const started = performance.now();
    const taskRef = await api.ok('IMPORT_JUNIT_RESULTS', {
      projectId: 'P_1',
      testRunId: run,
      attachmentIds: [attachmentId],
    });
    let slowest = { health: 0, read: 0 };
    let status = 'NEW';
    let polls = 0;
    while (status !== 'DONE' && status !== 'ERROR') {
      const t0 = performance.now();
      expect((await fetch(`${url}/healthz`)).status).toBe(200);
      const t1 = performance.now();
      expect((await api.root(elsewhere)).General.Title).toBe('Read while importing');
      const t2 = performance.now();
      slowest = { health: Math.max(slowest.health, t1 - t0), read: Math.max(slowest.read, t2 - t1) };
      polls++;
      status = (await api.root(taskRef)).General.Status;
      await new Promise((done) => setTimeout(done, 200));
      expect(performance.now() - started, 'the import takes too long').toBeLessThan(150_000);
    }
    const task = await api.root(taskRef);
    const peak = peakRssMb(worker);
    console.log(
      `200 MB JUnit import: ${((performance.now() - started) / 1000).toFixed(1)} s, ${polls} polls, slowest /healthz ${slowest.health.toFixed(0)} ms, GET_DOCUMENT ${slowest.read.toFixed(0)} ms, worker peak RSS ${peak.toFixed(0)} MB (${idle.toFixed(0)} MB before)`,
    );
    expect(task.General.Status, JSON.stringify(task.Error)).toBe('DONE');
    expect(task.Result).toMatchObject({ tests: TESTS, failed: TESTS / 10, unmatchedCount: TESTS });
    expect(polls).toBeGreaterThan(3);
    expect(slowest.health).toBeLessThan(1_000);
    expect(slowest.read).toBeLessThan(1_000);
    expect(peak).toBeLessThan(400);
    server.child.kill('SIGTERM');
    expect(await server.exited).toEqual({ code: 0, signal: null });
  }, 240_000);
});
