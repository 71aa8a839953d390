import { type ChildProcess, spawn } from 'node:child_process';
import { resolve } from 'node:path';
import type { Logger } from './logger';

const WORKER_MAIN = resolve(import.meta.dirname, '../../worker/src/main.ts');
const RESTART_DELAY_MS = 2_000;

/**
 * The inline task worker as a child process of the server (apps/worker), with a heap of its own: a task that runs
 * out of memory or crashes ends the child, never the server, which keeps answering. A child that ends is started
 * again; the tasks it was running are handed on once by the heartbeat sweep, and end in ERROR TASK_CRASHED when
 * found on a dead worker a second time. `stop()` sends SIGTERM and waits for the child to finish its jobs.
 */
export function superviseWorker(env: Record<string, string | undefined>, heapMb: number, logger: Logger) {
  let child: ChildProcess | undefined;
  let stopping = false;
  let timer: NodeJS.Timeout | undefined;
  const start = () => {
    child = spawn(process.execPath, ['--import', 'tsx', `--max-old-space-size=${heapMb}`, WORKER_MAIN], {
      env: { ...process.env, ...env },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    child.on('exit', (code, signal) => {
      if (stopping) return;
      logger.error('task worker process ended; starting it again', undefined, {
        code,
        signal,
        outOfMemory: signal === 'SIGABRT' || code === 134,
      });
      timer = setTimeout(start, RESTART_DELAY_MS);
    });
  };
  start();
  return {
    stop: async () => {
      stopping = true;
      clearTimeout(timer);
      if (!child || child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((done) => child?.once('exit', done));
      child.kill('SIGTERM');
      await exited;
    },
  };
}
