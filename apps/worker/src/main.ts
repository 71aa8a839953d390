import { closeDatabase, openDatabase, startWorker } from '@tmt/core';

/**
 * A worker process: `DATABASE_URL=… npm start -w @tmt/worker`. `npm start` runs a worker inside the server
 * already; separate workers scale task throughput on their own. SIGTERM/SIGINT stop taking jobs and let running
 * ones finish within TMT_WORKER_SHUTDOWN_SECONDS.
 */
const url = process.env.DATABASE_URL;
if (!url) {
  console.error(
    'DATABASE_URL is required: a separate worker needs the server database (the embedded one lives in the server).',
  );
  process.exit(1);
}
const concurrency = Number(process.env.TMT_WORKER_CONCURRENCY ?? 2);
const shutdownTimeoutMs = Number(process.env.TMT_WORKER_SHUTDOWN_SECONDS ?? 30) * 1000;

const orm = await openDatabase({ url, poolMax: concurrency + 2 });
const worker = await startWorker(orm, { url, concurrency, shutdownTimeoutMs });
console.log(`TMT worker running (concurrency ${concurrency})`);

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, async () => {
    if (stopping) return;
    stopping = true;
    await worker.stop();
    await closeDatabase(orm);
    process.exit(0);
  });
}
