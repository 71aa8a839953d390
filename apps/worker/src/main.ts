import { join, resolve } from 'node:path';
import { closeDatabase, diskBlobStore, openDatabase, s3BlobStore, startWorker } from '@tmt/core';

/**
 * A worker process: `DATABASE_URL=… npm start -w @tmt/worker`. `npm start` runs a worker inside the server
 * already; separate workers scale task throughput on their own. SIGTERM/SIGINT stop taking jobs and let running
 * ones finish within TMT_WORKER_SHUTDOWN_SECONDS. A worker killed outright has its tasks taken up by the others
 * once its heartbeat is TMT_WORKER_DEAD_SECONDS old.
 */
const url = process.env.DATABASE_URL;
if (!url) {
  console.error(
    'DATABASE_URL is required: a separate worker needs the server database (the embedded one lives in the server).',
  );
  process.exit(1);
}
const int = (name: string, fallback: number, min: number) => {
  const raw = process.env[name];
  const value = raw === undefined || raw === '' ? fallback : Number(raw);
  if (!Number.isInteger(value) || value < min) {
    console.error(`${name} must be an integer of at least ${min}, got "${raw}"`);
    process.exit(1);
  }
  return value;
};
const concurrency = int('TMT_WORKER_CONCURRENCY', 2, 1);
const shutdownTimeoutMs = int('TMT_WORKER_SHUTDOWN_SECONDS', 30, 0) * 1000;
const deadSeconds = int('TMT_WORKER_DEAD_SECONDS', 60, 1);

// A stray rejection (a library's promise nobody awaits) is logged, not fatal: the worker's jobs are safer with a
// live process than with a crash loop.
process.on('unhandledRejection', (reason) =>
  console.error('[worker] unhandled rejection:', reason instanceof Error ? reason.message : String(reason)),
);

// The server's blob store (TMT_S3_BUCKET, else TMT_DATA_DIR/blobs): tasks write their exports and reports there.
const bucket = process.env.TMT_S3_BUCKET;
const endpoint = process.env.TMT_S3_ENDPOINT;
const dataDir = resolve(process.env.TMT_DATA_DIR ?? resolve(import.meta.dirname, '../../../.data'));
const blobs = bucket ? s3BlobStore(bucket, endpoint ? { endpoint } : {}) : diskBlobStore(join(dataDir, 'blobs'));

// The same limits as the server's (README): a task's transaction lifts them to TMT_TASK_STATEMENT_TIMEOUT_MS.
const orm = await openDatabase({
  url,
  poolMax: concurrency + 2,
  timeouts: {
    lockMs: int('TMT_LOCK_TIMEOUT_MS', 5_000, 0),
    statementMs: int('TMT_STATEMENT_TIMEOUT_MS', 30_000, 0),
    acquireMs: int('TMT_DB_ACQUIRE_TIMEOUT_MS', 10_000, 0),
    taskStatementMs: int('TMT_TASK_STATEMENT_TIMEOUT_MS', 600_000, 0),
  },
});
// Under the server's supervision (an IPC channel), the supervisor learns the ids of this process's worker pools: if
// the process dies of a task (out of memory), it ends that task in ERROR at once instead of handing it on. A server
// gone meanwhile is no error here: the callback takes the failed send, and 'disconnect' (below) stops the process.
const onPool = process.send
  ? (workerPool: string) => {
      if (process.connected) process.send?.({ workerPool }, undefined, {}, () => {});
    }
  : undefined;
const worker = await startWorker(orm, { url, concurrency, shutdownTimeoutMs, deadSeconds, blobs, onPool });
console.log(`TMT worker running (concurrency ${concurrency})`);

let stopping = false;
const stop = async () => {
  if (stopping) return;
  stopping = true;
  // Jobs given back still hold database connections; ending the process ends them (and rolls their work back).
  if ((await worker.stop()) === 'drained') await closeDatabase(orm);
  process.exit(0);
};
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, stop);
// A supervised worker whose server is gone (killed outright) stops as if told to, instead of living on alone.
process.on('disconnect', stop);
