import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { resolve } from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { workerBundle } from './worker-bundle';

/**
 * A database of its own on the run's PostgreSQL, for tests whose worker processes would otherwise take (or hand
 * on) the jobs of other test files. Migrate it by opening it (openDatabase); `drop` ends its sessions.
 */
export async function createOwnDatabase(label: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const runUrl = new URL(inject('databaseUrl'));
  const name = `${runUrl.pathname.slice(1)}_${label}_${randomUUID().slice(0, 8)}`.replace(/\W/g, '_');
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: runUrl.href });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await admin(`CREATE DATABASE ${name}`);
  const url = new URL(runUrl);
  url.pathname = `/${name}`;
  return { url: url.href, drop: () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

export interface WorkerProcess {
  child: ChildProcess;
  /** What it wrote to stdout and stderr so far. */
  output: () => string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

const running = new Set<ChildProcess>();
// Should the test runner itself go away, its worker processes go with it.
process.once('exit', () => {
  for (const child of running) child.kill('SIGKILL');
});

/**
 * Starts apps/worker as `npm start -w @tmt/worker` does (its bundle, which the global setup builds) on a database,
 * with extra environment.
 */
export function startWorkerProcess(url: string, env: Record<string, string> = {}): WorkerProcess {
  return startAppProcess([workerBundle], { DATABASE_URL: url, ...env });
}

/** Starts apps/server as `npm start` does (its main module through tsx), with extra environment. */
export function startServerProcess(env: Record<string, string>): WorkerProcess {
  return startAppProcess(['--import', 'tsx', resolve(import.meta.dirname, '../../../apps/server/src/main.ts')], env);
}

function startAppProcess(args: string[], env: Record<string, string>): WorkerProcess {
  const child = spawn(process.execPath, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  running.add(child);
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((done) =>
    child.on('exit', (code, signal) => {
      running.delete(child);
      done({ code, signal });
    }),
  );
  return { child, output: () => output, exited };
}

/** The address and demo token a started server prints once it serves, as a new user sees them after `npm start`. */
export async function servedAt({ child, output }: WorkerProcess): Promise<{ url: string; token: string }> {
  for (let waited = 0; waited < 60_000 && child.exitCode === null; waited += 200) {
    const printed = /running on http:\/\/localhost:(\d+)[\s\S]*demo user[^\n]*\n\s*(\S+)/.exec(output());
    if (printed) return { url: `http://127.0.0.1:${printed[1]}`, token: String(printed[2]) };
    await new Promise((done) => setTimeout(done, 200));
  }
  throw new Error(`the server did not start:\n${output()}`);
}

/** Kills every process started here that still runs (for afterAll/afterEach), and waits until they are gone. */
export async function killWorkerProcesses(): Promise<void> {
  const gone = [...running].map((child) => new Promise((done) => child.once('exit', done)));
  for (const child of running) child.kill('SIGKILL');
  await Promise.all(gone);
}
