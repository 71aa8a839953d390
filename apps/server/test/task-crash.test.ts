import { execFileSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createOwnDatabase, killWorkerProcesses, servedAt, startServerProcess } from '@tmt/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

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
});
