import type { MikroORM } from '@mikro-orm/postgresql';
import { type Runner, run } from 'graphile-worker';
import pg from 'pg';
import { logPoolErrors } from '../db/pool-errors';
import { taskList } from './task-list';

export interface WorkerOptions {
  url: string;
  concurrency: number;
  /** How long a stopping worker lets running jobs finish. */
  shutdownTimeoutMs?: number;
}

/**
 * Runs the task list on graphile-worker. Several workers (processes) can share one database: jobs are taken with
 * SKIP LOCKED. `stop()` takes no new jobs and waits for running ones up to the timeout.
 */
export async function startWorker(
  orm: MikroORM,
  options: WorkerOptions,
): Promise<{ runner: Runner; stop: () => Promise<void> }> {
  const pgPool = new pg.Pool({ connectionString: options.url, max: options.concurrency + 2 });
  logPoolErrors(pgPool, 'worker');
  const runner = await run(
    { pgPool, taskList: taskList(orm), concurrency: options.concurrency, noHandleSignals: true, pollInterval: 1000 },
    undefined,
    // No schedules in TMT: an empty cron list keeps graphile-worker from looking for a crontab file.
    [],
  );
  return {
    runner,
    stop: async () => {
      const timeout = new Promise<void>((resolve) => setTimeout(resolve, options.shutdownTimeoutMs ?? 30_000).unref());
      await Promise.race([runner.stop(), timeout]);
      await pgPool.end();
    },
  };
}
