import { type ChildProcess, spawn } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { buildWorkerBundle, workerBundle } from '../../packages/testing/src/worker-bundle';

const repoRoot = resolve(import.meta.dirname, '../..');

let built = false;

/**
 * apps/worker on the bench database and data directory, as production runs it (`npm start -w @tmt/worker`: its
 * bundle, built from the current sources once per bench); none runs inside the server.
 */
export function startWorker(databaseUrl: string): ChildProcess {
  if (!built) buildWorkerBundle();
  built = true;
  return spawn(process.execPath, [workerBundle], {
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      TMT_DATA_DIR: resolve(repoRoot, '.data/bench'),
      TMT_S3_BUCKET: '',
      TMT_WORKER_CONCURRENCY: '1',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

export async function stopWorker(child: ChildProcess) {
  if (child.exitCode !== null) return;
  const exited = new Promise((done) => child.once('exit', done));
  child.kill('SIGTERM');
  await exited;
}

/** Peak and current resident memory of a process, in MB (Linux /proc). */
export async function memoryOf(pid: number) {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const kb = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+) kB`).exec(status)?.[1] ?? Number.NaN);
  return { peakMb: kb('VmHWM') / 1024, rssMb: kb('VmRSS') / 1024 };
}
