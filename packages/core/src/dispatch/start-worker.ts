import { EventEmitter } from 'node:events';
import type { MikroORM } from '@mikro-orm/postgresql';
import { type Runner, run, type WorkerEvents } from 'graphile-worker';
import pg from 'pg';
import type { BlobStore } from '../kernel/blobs/blob-store';
import { logPoolErrors } from '../kernel/db/pool-errors';
import { releaseWorkerJobs } from '../kernel/tasks/release-jobs';
import { beat, forgetWorker, sweepDeadWorkers } from '../kernel/tasks/worker-heartbeat';
import { taskList } from './task-list';

export interface WorkerOptions {
  url: string;
  concurrency: number;
  /** How long a stopping worker lets running jobs finish. */
  shutdownTimeoutMs?: number;
  /** A worker whose heartbeat is older than this is dead: its tasks go to the others. Default 60. */
  deadSeconds?: number;
  /** Where tasks write the files they produce (exports, reports) and read uploads from. */
  blobs: BlobStore;
  /** Told the id of each graphile-worker pool the worker starts (its supervisor ends their tasks if it dies). */
  onPool?: (workerId: string) => void;
}

/** How long to wait before starting a runner again after it ended on an error. */
const RESTART_DELAY_MS = 2000;

const log = (what: string, err?: unknown) =>
  console.error(`[worker] ${what}${err === undefined ? '' : `: ${err instanceof Error ? err.message : String(err)}`}`);

/**
 * Runs the task list on graphile-worker. Several workers (processes) can share one database: jobs are taken with
 * SKIP LOCKED. Each worker stamps a heartbeat every few seconds and sweeps: the tasks of workers silent for
 * `deadSeconds` are handed on (see sweepDeadWorkers). A runner that ends on an error (it could not record a job's
 * outcome, say) is logged and started again, never taking the process with it. `stop()` takes no new jobs and
 * waits for running ones up to the timeout; what still runs then is given back for another worker (releaseWorkerJobs).
 */
export interface RunningWorker {
  /**
   * Takes no new jobs and waits for running ones up to the shutdown timeout: 'drained' when they ended, 'released'
   * when some still ran and were given back (the caller then exits without waiting for their connections).
   */
  stop: () => Promise<'drained' | 'released'>;
}

export async function startWorker(orm: MikroORM, options: WorkerOptions): Promise<RunningWorker> {
  const deadSeconds = Math.max(1, options.deadSeconds ?? 60);
  const pgPool = new pg.Pool({ connectionString: options.url, max: options.concurrency + 2 });
  logPoolErrors(pgPool, 'worker');
  let stopping = false;
  let runner: Runner;
  let workerId: string | undefined;
  let restartTimer: NodeJS.Timeout | undefined;

  const tick = async () => {
    try {
      if (workerId) await beat(pgPool, workerId);
      const dead = await sweepDeadWorkers(pgPool, deadSeconds, workerId);
      if (dead.length) log(`handed on the tasks of dead workers ${dead.join(', ')}`);
    } catch (err) {
      if (!stopping) log('heartbeat failed', err);
    }
  };

  const events: WorkerEvents = new EventEmitter();
  events.on('pool:create', ({ workerPool }) => {
    workerId = workerPool.id;
    options.onPool?.(workerPool.id);
    void tick();
  });
  events.on('pool:fatalError', ({ action, error }) => log(`could not record a job's outcome (${action})`, error));
  events.on('worker:fatalError', ({ error }) => log('a worker failed', error));

  const launch = async (): Promise<Runner> => {
    const started = await run(
      {
        pgPool,
        taskList: taskList(orm, { blobs: options.blobs }),
        concurrency: options.concurrency,
        noHandleSignals: true,
        pollInterval: 1000,
        events,
        // Batched (even with no delay), a failure to record a job's outcome reaches pool:fatalError and ends the
        // runner; unbatched, it is a promise nobody awaits, and an unhandled rejection ends the process.
        preset: { worker: { completeJobBatchDelay: 0, failJobBatchDelay: 0 } },
      },
      undefined,
      // No schedules in TMT: an empty cron list keeps graphile-worker from looking for a crontab file.
      [],
    );
    started.promise.then(
      () => restart(started),
      (err) => {
        log('runner ended on an error', err);
        restart(started);
      },
    );
    return started;
  };
  const restart = (ended: Runner) => {
    if (stopping || ended !== runner) return;
    // Not unref'd: while the runner is down, this timer is what keeps a worker process alive. The jobs the ended
    // runner still held are handed on by the sweep once its heartbeat is old enough.
    restartTimer = setTimeout(async () => {
      try {
        runner = await launch();
        log('runner started again');
        if (stopping) await runner.stop();
      } catch (err) {
        log('restarting the runner failed; trying again', err);
        restart(ended);
      }
    }, RESTART_DELAY_MS);
  };

  runner = await launch();
  const heartbeat = setInterval(tick, Math.min(5000, Math.max(500, (deadSeconds * 1000) / 4)));
  heartbeat.unref();
  return {
    stop: async () => {
      stopping = true;
      clearInterval(heartbeat);
      clearTimeout(restartTimer);
      const timeout = new Promise<'timeout'>((resolve) =>
        setTimeout(() => resolve('timeout'), options.shutdownTimeoutMs ?? 30_000).unref(),
      );
      const ended = await Promise.race([runner.stop().catch((err) => log('stopping the runner failed', err)), timeout]);
      if (ended === 'timeout' && workerId) {
        const released = await releaseWorkerJobs(pgPool, workerId).catch((err) => log('releasing jobs failed', err));
        if (released) log(`gave back ${released} running task(s) for another worker`);
      }
      if (workerId) await forgetWorker(pgPool, workerId).catch(() => undefined);
      // Jobs still running hold pool connections until they end: then there is nothing to wait for.
      if (ended === 'timeout') {
        void pgPool.end().catch(() => undefined);
        return 'released';
      }
      await pgPool.end();
      return 'drained';
    },
  };
}
