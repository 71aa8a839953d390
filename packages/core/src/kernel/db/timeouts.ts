/**
 * How long database work may take, so no call waits without end behind another's lock and none holds a pooled
 * connection for minutes. Per session, so each process (server or worker) applies its own; the values are the same
 * wherever the same environment is given.
 */
export interface DatabaseTimeouts {
  /** lock_timeout of a call's statements: a wait on a row lock longer than this fails with SQLSTATE 55P03. */
  lockMs: number;
  /** statement_timeout of a call's statements (SQLSTATE 57014 when exceeded). */
  statementMs: number;
  /** How long a call waits for a connection of a full pool before it gives up. */
  acquireMs: number;
  /** statement_timeout and lock_timeout of a task's transaction: tasks work longer, in the background. */
  taskStatementMs: number;
}

export const DEFAULT_TIMEOUTS: DatabaseTimeouts = {
  lockMs: 5_000,
  statementMs: 30_000,
  acquireMs: 10_000,
  taskStatementMs: 600_000,
};

export const databaseTimeouts = (given: Partial<DatabaseTimeouts> = {}): DatabaseTimeouts => ({
  ...DEFAULT_TIMEOUTS,
  ...Object.fromEntries(Object.entries(given).filter(([, value]) => value !== undefined)),
});

/** The startup parameters of a session with the call limits (node-postgres sends them when it connects). */
export const sessionTimeouts = ({ lockMs, statementMs }: DatabaseTimeouts) => ({
  lock_timeout: lockMs,
  statement_timeout: statementMs,
});

/** The limits an ORM was opened with, keyed by its configuration (which every fork shares). */
const opened = new WeakMap<object, DatabaseTimeouts>();

export function rememberTimeouts(orm: { config: object }, timeouts: DatabaseTimeouts): void {
  opened.set(orm.config, timeouts);
}

export const timeoutsOf = (orm: { config: object }): DatabaseTimeouts | undefined => opened.get(orm.config);

/**
 * Gives the transaction `em` is in the task limits: a task's statements may run up to `taskStatementMs`, and so may
 * its waits on a lock (a task waits behind another task rather than fail its attempt).
 */
export async function liftToTaskTimeouts(em: {
  config: object;
  execute: (sql: string, params: unknown[]) => Promise<unknown>;
}): Promise<void> {
  const ms = String(Math.trunc((opened.get(em.config) ?? DEFAULT_TIMEOUTS).taskStatementMs));
  await em.execute("SELECT set_config('statement_timeout', ?, true), set_config('lock_timeout', ?, true)", [ms, ms]);
}
