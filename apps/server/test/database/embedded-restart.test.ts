import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { connect, createServer } from 'node:net';
import { networkInterfaces, tmpdir } from 'node:os';
import { join } from 'node:path';
import { embeddedSharedBuffersMb } from '@tmt/core';
import { killWorkerProcesses, servedAt, startServerProcess } from '@tmt/testing';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

let dataDir: string;
let env: Record<string, string>;

/** A port nothing listens on now. */
const freePort = () =>
  new Promise<number>((done) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => done(port));
    });
  });

const pidFile = () => join(dataDir, 'postgres', 'postmaster.pid');
const postmasterPid = () => Number(readFileSync(pidFile(), 'utf8').split('\n')[0]);
const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return !/^\d+ \(.*\) Z/.test(readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return false;
  }
};

/** `npm start` on the test's own data directory, as a user starts it (dev mode: no HOST, no token secret). */
async function start() {
  const server = startServerProcess(env);
  const served = await servedAt(server);
  const answer = await fetch(`${served.url}/api/v2/rpc`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${served.token}`, 'Content-Type': 'application/json' },
    body: '{"jsonrpc":"2.0","id":1,"method":"LOAD_PROJECTS_BY_TENANT","params":{}}',
  });
  expect(answer.status).toBe(200);
  return { server, served };
}

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'tmt-restart-'));
  // PostgreSQL runs as its own system user when the tests run as root: it must reach its directory.
  chmodSync(dataDir, 0o755);
  env = {
    PORT: '0',
    HOST: '',
    TMT_DATA_DIR: dataDir,
    TMT_EMBEDDED_PG_PORT: String(await freePort()),
    TMT_JWT_SECRET: '',
    TMT_JWKS_URL: '',
    DATABASE_URL: '',
    TMT_WORKER: 'off',
  };
});
afterAll(async () => {
  await killWorkerProcesses();
  try {
    const pid = postmasterPid();
    if (pid !== process.pid && isAlive(pid)) process.kill(pid, 'SIGINT');
    for (let i = 0; i < 100 && isAlive(pid); i++) await new Promise((done) => setTimeout(done, 100));
  } catch {
    // Nothing left running.
  }
  rmSync(dataDir, { recursive: true, force: true });
});

describe('npm start after the server was killed', () => {
  it('stops the embedded PostgreSQL a kill -9 left running on its data directory and starts normally', async () => {
    const first = await start();
    const orphan = postmasterPid();
    first.server.child.kill('SIGKILL');
    await first.server.exited;
    // The node process is gone; its PostgreSQL is not.
    expect(isAlive(orphan)).toBe(true);

    const second = await start();
    expect(second.server.output()).toContain(`stopping the embedded PostgreSQL (pid ${orphan})`);
    expect(isAlive(orphan)).toBe(false);
    expect(second.server.output()).not.toMatch(/triggerUncaughtException|uncaught/i);

    second.server.child.kill('SIGTERM');
    expect(await second.server.exited).toMatchObject({ code: 0 });
  }, 180_000);

  it('removes a pid file whose process is now another program, and starts', async () => {
    // The pid of a live process that is not a postgres: this test runner's own.
    writeFileSync(pidFile(), `${process.pid}\n${join(dataDir, 'postgres')}\n`);
    const { server } = await start();
    expect(server.output()).toContain('removing the stale');
    server.child.kill('SIGTERM');
    await server.exited;
  }, 180_000);

  it('says in one line what to do while another TMT runs on the same data directory', async () => {
    const { server } = await start();
    const second = startServerProcess(env);
    const { code } = await second.exited;
    expect(code).not.toBe(0);
    expect(second.output()).toMatch(/another TMT \(pid \d+\) uses the embedded PostgreSQL in .*: stop it/);
    server.child.kill('SIGTERM');
    await server.exited;
  }, 180_000);
});

describe('dev mode', () => {
  it('listens on 127.0.0.1 only unless HOST is set, and says so at start', async () => {
    const { server, served } = await start();
    expect(server.output()).toContain('listens   on 127.0.0.1 only');
    const port = Number(new URL(served.url).port);
    const outside = Object.values(networkInterfaces())
      .flat()
      .find((address) => address && address.family === 'IPv4' && !address.internal)?.address;
    if (outside) {
      const refused = await new Promise<boolean>((done) => {
        const socket = connect(port, outside);
        socket.once('connect', () => done(false));
        socket.once('error', () => done(true));
      });
      expect(refused).toBe(true);
    }
    server.child.kill('SIGTERM');
    await server.exited;
  }, 180_000);

  it('gives its embedded PostgreSQL a buffer cache sized to the machine, not the 128 MB default', async () => {
    const { server } = await start();
    const client = new pg.Client({
      host: '127.0.0.1',
      port: Number(env.TMT_EMBEDDED_PG_PORT),
      user: 'postgres',
      password: 'postgres',
      database: 'tmt',
    });
    await client.connect();
    try {
      const { rows } = await client.query<{ setting: string; unit: string; source: string }>(
        "SELECT setting, unit, source FROM pg_settings WHERE name = 'shared_buffers'",
      );
      // In 8 kB pages, set on the command line.
      expect(rows[0]).toEqual({
        setting: String(embeddedSharedBuffersMb() * 128),
        unit: '8kB',
        source: 'command line',
      });
    } finally {
      await client.end();
    }
    server.child.kill('SIGTERM');
    await server.exited;
  }, 180_000);
});

describe('embeddedSharedBuffersMb', () => {
  it('is a quarter of the memory, at least 128 MB and at most 1 GB', () => {
    const GB = 1024 ** 3;
    expect(embeddedSharedBuffersMb(24 * GB)).toBe(1024);
    expect(embeddedSharedBuffersMb(2 * GB)).toBe(512);
    expect(embeddedSharedBuffersMb(GB / 4)).toBe(128);
  });
});
