import type { MikroORM } from '@mikro-orm/postgresql';
import type { TaskType } from '@tmt/contract';
import { taskList } from '@tmt/core';
import { runTaskListOnce } from 'graphile-worker';
import pg from 'pg';
import { inject } from 'vitest';

/**
 * Runs every task job that is due now, once, the way a worker would (graphile-worker's runTaskListOnce). With
 * `types`, only jobs of those task types run, so test files working on different types leave each other's alone.
 */
export async function runJobsOnce(orm: MikroORM, types?: TaskType[]): Promise<void> {
  const client = new pg.Client({ connectionString: inject('databaseUrl') });
  await client.connect();
  try {
    const all = taskList(orm);
    const list = types ? Object.fromEntries(types.map((type) => [type, all[type]!])) : all;
    await runTaskListOnce({ noHandleSignals: true }, list, client as unknown as pg.PoolClient).promise;
  } finally {
    await client.end();
  }
}
