import type pg from 'pg';

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
 * its first beat). Its RUNNING task requests go back to NEW and its jobs are unlocked (graphile-worker's
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
       FOR UPDATE SKIP LOCKED`,
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
      await client.query(
        `UPDATE task_request SET status = 'NEW', progress = 0
         WHERE status = 'RUNNING' AND id::text IN (
           SELECT payload->>'taskRequestId' FROM graphile_worker._private_jobs WHERE locked_by = ANY($1::text[]))`,
        [dead],
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
