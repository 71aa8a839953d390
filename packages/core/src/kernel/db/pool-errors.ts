import type pg from 'pg';

/**
 * Logs a pg pool's connection errors (a database restart, say) instead of letting them end the process: pg-pool
 * drops the broken connection and opens a new one on the next query. Once the pool is ending, a connection cut by
 * the database shutting down is expected and not logged.
 */
export function logPoolErrors(pool: pg.Pool, label: string): void {
  const log = (what: string) => (err: Error) => {
    if (!pool.ending) console.error(`[${label}] ${what} failed:`, err.message);
  };
  pool.on('error', log('idle database connection'));
  pool.on('connect', (client) => client.on('error', log('database connection')));
}
