import type pg from 'pg';

/**
 * Logs a pg pool's connection errors (a database restart, say) instead of letting them end the process: pg-pool
 * drops the broken connection and opens a new one on the next query.
 */
export function logPoolErrors(pool: pg.Pool, label: string): void {
  pool.on('error', (err) => console.error(`[${label}] idle database connection failed:`, err.message));
  pool.on('connect', (client) =>
    client.on('error', (err) => console.error(`[${label}] database connection failed:`, err.message)),
  );
}
