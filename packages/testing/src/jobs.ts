import type { MikroORM } from '@mikro-orm/postgresql';
import { taskList } from '@tmt/core';
import { runTaskListOnce } from 'graphile-worker';
import pg from 'pg';
import { inject } from 'vitest';

/** Runs every task job that is due now, once, the way a worker would (graphile-worker's runTaskListOnce). */
export async function runJobsOnce(orm: MikroORM): Promise<void> {
  const client = new pg.Client({ connectionString: inject('databaseUrl') });
  await client.connect();
  try {
    await runTaskListOnce({ noHandleSignals: true }, taskList(orm), client as unknown as pg.PoolClient).promise;
  } finally {
    await client.end();
  }
}
