import { resolve } from 'node:path';
import { closeDatabase, type EmbeddedDatabase, openDatabase, startEmbeddedPostgres } from '@tmt/core';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
// Brings the ProvidedContext typing of `databaseUrl` into this file without loading vitest's runtime here.
import type {} from './database';
import { buildWorkerBundle } from './worker-bundle';

const port = Number(process.env.TMT_TEST_PG_PORT ?? 54330);
const dataDir = resolve(import.meta.dirname, '../../../.data/test-postgres');
const database = `tmt_test_${process.pid}`;
let workerBuilt = false;

async function listening(): Promise<boolean> {
  const client = new pg.Client({
    host: '127.0.0.1',
    port,
    user: 'postgres',
    password: 'postgres',
    database: 'postgres',
  });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}

/**
 * A real PostgreSQL for the run: DATABASE_URL when set, else an embedded cluster under .data/test-postgres
 * with a database of this run's own. Safe to call once per project: a cluster already up is reused.
 */
export async function setup(project: TestProject) {
  let embedded: EmbeddedDatabase | undefined;
  let url = process.env.DATABASE_URL;
  if (!url) {
    if (await listening()) {
      url = `postgres://postgres:postgres@127.0.0.1:${port}/${database}`;
      const admin = new pg.Client({ connectionString: url.replace(`/${database}`, '/postgres') });
      await admin.connect();
      const { rowCount } = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [database]);
      if (!rowCount) await admin.query(`CREATE DATABASE ${database}`);
      await admin.end();
    } else {
      embedded = await startEmbeddedPostgres(dataDir, port, database);
      url = embedded.url;
    }
  }
  const orm = await openDatabase({ url, poolMax: 2 });
  await closeDatabase(orm);
  project.provide('databaseUrl', url);
  // Worker processes run apps/worker's bundle, as in production: built once per run from the current sources.
  if (!workerBuilt) buildWorkerBundle();
  workerBuilt = true;
  return async () => {
    if (!embedded) return;
    const admin = new pg.Client({ connectionString: url.replace(`/${database}`, '/postgres') });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
    await admin.end();
    await embedded.stop();
  };
}
