import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';

const workerDir = resolve(import.meta.dirname, '../../../apps/worker');

/** apps/worker as `npm start -w @tmt/worker` runs it: one file bundled by tsup (apps/worker/tsup.config.ts). */
export const workerBundle = resolve(workerDir, 'dist/main.js');

/** Bundles apps/worker from the current sources (about two seconds), so no worker process runs older code. */
export function buildWorkerBundle() {
  execFileSync('npx', ['tsup', '--silent'], { cwd: workerDir, stdio: ['ignore', 'inherit', 'inherit'] });
}
