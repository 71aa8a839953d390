import { randomUUID } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { MikroORM } from '@mikro-orm/postgresql';
import { type BlobStore, diskBlobStore, taskList } from '@tmt/core';
import { runTaskListOnce, type TaskList } from 'graphile-worker';
import pg from 'pg';

/** Whose jobs a test runs: those of the task requests of these tenants, and those of these task requests. */
export interface JobScope {
  tenants?: string[];
  /** Task request docRefs (TaskRequest-dm/<id>) or ids. */
  taskRequests?: string[];
}

// Test files share one database and run at the same time. A file hands the due jobs of its scope over to task
// identifiers of its own ("<type>@<runner>"), which no other file's runner and no worker lists, and runs those:
// graphile-worker then takes exactly this file's jobs, with its own locking, attempts, backoff and bookkeeping.
const runner = randomUUID().slice(0, 8);
const own = (type: string) => `${type}@${runner}`;

/** Where tasks put their files when a test names no blob store of its own (the app's, to download them). */
const scratchBlobs = diskBlobStore(join(tmpdir(), 'tmt-test-task-blobs'));

/**
 * Runs the due jobs of the task requests in `scope`, once, the way a worker would (graphile-worker's
 * runTaskListOnce); jobs of other tests stay queued for their own tests. Production enqueues jobs unchanged.
 */
export async function runJobsOnce(orm: MikroORM, scope: JobScope, services: { blobs?: BlobStore } = {}): Promise<void> {
  const client = new pg.Client({ connectionString: orm.config.get('clientUrl') });
  await client.connect();
  try {
    const all = taskList(orm, { blobs: services.blobs ?? scratchBlobs });
    await client.query(
      `INSERT INTO graphile_worker._private_tasks (identifier) SELECT unnest($1::text[]) ON CONFLICT DO NOTHING`,
      [Object.keys(all).map(own)],
    );
    // Jobs being worked on (locked) stay with whoever runs them.
    await client.query(
      `UPDATE graphile_worker._private_jobs j SET task_id = t.id
       FROM task_request r, graphile_worker._private_tasks t
       WHERE r.id::text = j.payload->>'taskRequestId' AND t.identifier = r.type || '@' || $3
         AND j.locked_at IS NULL AND (r.tenant_id = ANY($1::text[]) OR r.id::text = ANY($2::text[]))`,
      [scope.tenants ?? [], (scope.taskRequests ?? []).map((ref) => ref.split('/').at(-1)), runner],
    );
    const list: TaskList = Object.fromEntries(Object.entries(all).map(([type, task]) => [own(type), task]));
    await runTaskListOnce({ noHandleSignals: true }, list, client as unknown as pg.PoolClient).promise;
  } finally {
    await client.end();
  }
}
