import { messageFor } from '@tmt/contract';
import type pg from 'pg';
import { lockClause } from '../locks';

/** Stamps a worker pool's heartbeat row (the database's clock, so workers' clocks need not agree). */
export async function beat(pool: pg.Pool, workerId: string): Promise<void> {
  await pool.query(
    `INSERT INTO worker_heartbeat (worker_id, last_seen) VALUES ($1, now())
     ON CONFLICT (worker_id) DO UPDATE SET last_seen = now()`,
    [workerId],
  );
}

export async function forgetWorker(pool: pg.Pool, workerId: string): Promise<void> {
  await pool.query('DELETE FROM worker_heartbeat WHERE worker_id = $1', [workerId]);
}

/**
 * Hands the jobs of dead workers to the living: a worker pool is dead when its heartbeat is older than
 * `deadSeconds`, or when it has held a job that long without ever writing one (it died between taking a job and
 * its first beat). Its RUNNING task requests go back to NEW (a second time: ERROR TASK_CRASHED) and its jobs are unlocked (graphile-worker's
 * force_unlock_workers) in one transaction, so any worker takes them up again at once; the attempt it spent counts.
 * Only continuous pools (`pool-…`) qualify: one-off runs (`otpool-…`, graphile-worker's runTaskListOnce) write no
 * heartbeat, and a worker never declares itself (`self`) dead. Returns the ids of the workers it declared dead.
 */
export async function sweepDeadWorkers(pool: pg.Pool, deadSeconds: number, self?: string): Promise<string[]> {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    const { rows } = await client.query<{ worker_id: string }>(
      `SELECT worker_id FROM worker_heartbeat
       WHERE last_seen < now() - make_interval(secs => $1) AND worker_id IS DISTINCT FROM $2
      ${lockClause('workerHeartbeat', 'update', { skipLocked: true })}`,
      [deadSeconds, self ?? null],
    );
    const { rows: silent } = await client.query<{ worker_id: string }>(
      `SELECT DISTINCT j.locked_by AS worker_id FROM graphile_worker._private_jobs j
       WHERE j.locked_by LIKE 'pool-%' AND j.locked_at < now() - make_interval(secs => $1)
         AND j.locked_by IS DISTINCT FROM $2
         AND NOT EXISTS (SELECT 1 FROM worker_heartbeat h WHERE h.worker_id = j.locked_by)`,
      [deadSeconds, self ?? null],
    );
    const dead = [...rows, ...silent].map((row) => row.worker_id);
    if (dead.length) {
      // A task that was running on a dead worker once is handed on; found so a second time, it is what ends its
      // workers (out of memory, say) and ends in ERROR instead of taking down one worker after another. Its job
      // then finds it finished and completes.
      await client.query(
        `UPDATE task_request SET crashes = crashes + 1,
           status = CASE WHEN crashes >= 1 THEN 'ERROR' ELSE 'NEW' END,
           progress = CASE WHEN crashes >= 1 THEN progress ELSE 0 END,
           finished_on = CASE WHEN crashes >= 1 THEN clock_timestamp() END,
           error_reason = CASE WHEN crashes >= 1 THEN 'TASK_CRASHED' END,
           error_message = CASE WHEN crashes >= 1 THEN $2 END
         WHERE status = 'RUNNING' AND id::text IN (
           SELECT payload->>'taskRequestId' FROM graphile_worker._private_jobs WHERE locked_by = ANY($1::text[]))`,
        [dead, messageFor('en', 'TASK_CRASHED', { cause: 'ended' })],
      );
      await client.query('SELECT graphile_worker.force_unlock_workers($1::text[])', [dead]);
      await client.query('DELETE FROM worker_heartbeat WHERE worker_id = ANY($1::text[])', [dead]);
    }
    await client.query('COMMIT');
    return dead;
  } catch (err) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw err;
  } finally {
    client.release();
  }
}

/**
 * Ends what the given worker pools were running, when their process is known to have died of it (its supervisor saw
 * it run out of memory, or end on a signal or an error code): a task found RUNNING on them would end the next
 * process the same way, so it ends in ERROR TASK_CRASHED with `message` at once, and its job is completed. Jobs
 * they had taken but not started are unlocked for any worker. One transaction; a sweep that declared these pools
 * dead first leaves nothing here. A task whose work had committed (the process died while it vacuumed or marked it
 * DONE) ends DONE instead, by the trigger of migration task_work_committed. Answers the ids of the tasks it ended, by
 * how they ended.
 */
export async function endTasksOfCrashedWorkers(
  pool: pg.Pool,
  workerIds: string[],
  message: string,
): Promise<{ failed: string[]; done: string[] }> {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    await client.query('DELETE FROM worker_heartbeat WHERE worker_id = ANY($1::text[])', [workerIds]);
    const { rows } = await client.query<{ id: string; status: string }>(
      `UPDATE task_request SET crashes = crashes + 1, status = 'ERROR', finished_on = clock_timestamp(),
         error_reason = 'TASK_CRASHED', error_message = $2
       WHERE status = 'RUNNING' AND id::text IN (
         SELECT payload->>'taskRequestId' FROM graphile_worker._private_jobs WHERE locked_by = ANY($1::text[]))
       RETURNING id::text, status`,
      [workerIds, message],
    );
    const { rows: jobs } = await client.query<{ id: string }>(
      `SELECT id FROM graphile_worker._private_jobs
       WHERE locked_by = ANY($1::text[]) AND payload->>'taskRequestId' = ANY($2::text[])`,
      [workerIds, rows.map((row) => row.id)],
    );
    // Unlocked first: graphile-worker completes only jobs nobody holds.
    await client.query('SELECT graphile_worker.force_unlock_workers($1::text[])', [workerIds]);
    await client.query('SELECT graphile_worker.complete_jobs($1::bigint[])', [jobs.map((job) => job.id)]);
    await client.query('COMMIT');
    const ended = (status: string) => rows.filter((row) => row.status === status).map((row) => row.id);
    return { failed: ended('ERROR'), done: ended('DONE') };
  } catch (err) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw err;
  } finally {
    client.release();
  }
}
