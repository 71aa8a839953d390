import { type ChildProcess, spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { messageFor } from '@tmt/contract';
import { endTasksOfCrashedWorkers } from '@tmt/core';
import pg from 'pg';
import type { Logger } from './logger';

const WORKER_MAIN = resolve(import.meta.dirname, '../../worker/src/main.ts');
const RESTART_DELAY_MS = 2_000;

/** V8 aborts a process whose heap is full ("JavaScript heap out of memory"). */
const outOfMemory = (code: number | null, signal: NodeJS.Signals | null) => signal === 'SIGABRT' || code === 134;

/**
 * The inline task worker as a child process of the server (apps/worker), with a heap of its own: a task that runs
 * out of memory or crashes ends the child, never the server, which keeps answering. The child tells its worker pool
 * ids over IPC; when it ends on its own (out of memory, a signal, an error code), the tasks those pools were running
 * end in ERROR TASK_CRASHED at once, saying why, and their jobs complete: what ended one process would end the next.
 * (A worker that dies unseen — another host's — is left to the heartbeat sweep, which hands its tasks on once.)
 * The child is then started again. `stop()` sends SIGTERM and waits for the child to finish its jobs.
 */
export function superviseWorker(env: Record<string, string | undefined>, heapMb: number, logger: Logger) {
  let child: ChildProcess | undefined;
  let stopping = false;
  let timer: NodeJS.Timeout | undefined;
  const endTasks = async (pools: string[], code: number | null, signal: NodeJS.Signals | null) => {
    if (!pools.length || !env.DATABASE_URL || (code === 0 && !signal)) return;
    const message = outOfMemory(code, signal)
      ? messageFor('en', 'TASK_CRASHED', { cause: 'memory' })
      : messageFor('en', 'TASK_CRASHED', { cause: 'exit', how: signal ? `signal ${signal}` : `exit code ${code}` });
    const pool = new pg.Pool({ connectionString: env.DATABASE_URL, max: 1 });
    try {
      const { failed, done } = await endTasksOfCrashedWorkers(pool, pools, message);
      if (failed.length) logger.info('tasks of the ended worker process end in ERROR TASK_CRASHED', { tasks: failed });
      if (done.length) logger.info('tasks of the ended worker process had committed their work: DONE', { tasks: done });
    } catch (err) {
      // The heartbeat sweep hands them on in time instead.
      logger.error('could not end the tasks of the ended worker process', err);
    } finally {
      await pool.end();
    }
  };
  const start = () => {
    const pools: string[] = [];
    child = spawn(process.execPath, ['--import', 'tsx', `--max-old-space-size=${heapMb}`, WORKER_MAIN], {
      env: { ...process.env, ...env },
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    child.on('message', (message: { workerPool?: unknown }) => {
      if (typeof message?.workerPool === 'string') pools.push(message.workerPool);
    });
    child.on('exit', (code, signal) => {
      if (stopping) return;
      logger.error('task worker process ended; starting it again', undefined, {
        code,
        signal,
        outOfMemory: outOfMemory(code, signal),
      });
      void endTasks(pools, code, signal).finally(() => {
        if (!stopping) timer = setTimeout(start, RESTART_DELAY_MS);
      });
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
