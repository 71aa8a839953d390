import type pg from 'pg';

/**
 * Gives back the jobs a stopping worker still holds when its shutdown time is up: their task requests go back to
 * NEW (the attempt they spent counts; this was no crash) and the jobs are unlocked, in one transaction, so another
 * worker takes them up at once instead of after TMT_WORKER_DEAD_SECONDS. The stopping process exits right after, and
 * its unfinished transactions roll back; a task's work commits only with the mark that it ends DONE, so nothing is done twice.
 * Returns how many task requests went back.
 */
export async function releaseWorkerJobs(pool: pg.Pool, workerId: string): Promise<number> {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    const { rowCount } = await client.query(
      `UPDATE task_request SET status = 'NEW', progress = 0
       WHERE status = 'RUNNING' AND id::text IN (
         SELECT payload->>'taskRequestId' FROM graphile_worker._private_jobs WHERE locked_by = $1)`,
      [workerId],
    );
    await client.query('SELECT graphile_worker.force_unlock_workers($1::text[])', [[workerId]]);
    await client.query('COMMIT');
    return rowCount ?? 0;
  } catch (err) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw err;
  } finally {
    client.release();
  }
}
