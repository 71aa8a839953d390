import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';

/**
 * The rows a transaction locks, in the order it locks them: a transaction that holds a lock of one kind takes locks
 * of the kinds after it only. Two transactions that each need rows of two kinds then never wait on each other in a
 * circle (PostgreSQL would roll one back as a deadlock victim). Rows of one kind are locked in one statement
 * `ORDER BY id`, or one at a time.
 *
 * - `user`, `apiToken`: a user's administration holds the user, then the projects its roles name.
 * - `version` before `project`: adding a run holds its version, then writes the run (which holds its project by its
 *   key); deleting a project holds its versions first for that reason.
 * - `run` before `case`, `suite` and `folder`: a close holds its run before it freezes the run's cases, so moving
 *   cases to another suite holds their open runs first.
 * - `runSuite` and `execution` last: they are changed under their run's lock.
 * - `workerHeartbeat`, `historyEntry`: queue rows, each locked alone in its own transaction, skipping locked ones.
 * - Counters kept by triggers (a version's case count, a suite's tally of its cases) are updated by the statement that
 *   writes the cases, after what that statement locks, in key order; no code locks them itself.
 *
 * Where the code deviates, each time with a lock that conflicts with few others:
 * - a move of tree nodes holds its destination (`suite` or `folder`) before the open runs, FOR SHARE, which other
 *   moves share and a close (FOR UPDATE, but no tree parent) only waits for;
 * - a task request holds its project (`keyShare`, enqueueTask) last, after what its checks locked (a copy's or
 *   move's destination): a key share conflicts only with a transaction that updates or deletes the project;
 * - pins hold their documents (`keyShare`, against their deletion) in the order of their models: suite, case, run.
 */
export const LOCK_ORDER = [
  'user',
  'apiToken',
  'version',
  'project',
  'projectSetting',
  'run',
  'case',
  'suite',
  'folder',
  'runSuite',
  'execution',
  'workerHeartbeat',
  'historyEntry',
] as const;
export type Lockable = (typeof LOCK_ORDER)[number];

/** The table each kind of row lives in. */
const TABLES = {
  user: 'app_user',
  apiToken: 'api_token',
  version: 'project_version',
  project: 'project',
  projectSetting: 'project_setting',
  run: 'test_run',
  case: 'test_case',
  suite: 'test_suite',
  folder: 'test_folder',
  runSuite: 'test_run_suite',
  execution: 'test_execution',
  workerHeartbeat: 'worker_heartbeat',
  historyEntry: 'document_history',
} as const satisfies Record<Lockable, string>;

/**
 * How strongly a row is held: `update` to change or delete it (everyone else who locks it waits), `share` to work
 * beside others who share it while no one changes it, `keyShare` only against its deletion (a row about to be
 * pointed at by a new key).
 */
export type LockStrength = 'update' | 'share' | 'keyShare';

const CLAUSES: Record<LockStrength, string> = {
  update: ' FOR UPDATE',
  share: ' FOR SHARE',
  keyShare: ' FOR KEY SHARE',
};

export interface LockOptions {
  /** The alias of the locked table when the statement joins others (`FOR UPDATE OF r`). */
  of?: string;
  /** Queue rows: pass over rows another transaction holds instead of waiting for them. */
  skipLocked?: boolean;
}

/**
 * The locking clause (with its leading space) of a statement that locks rows of `kind`; the statement reads them
 * from `kind`'s table, as the name says to a reader.
 */
export function lockClause(_kind: Lockable, strength: LockStrength, { of, skipLocked }: LockOptions = {}): string {
  return `${CLAUSES[strength]}${of ? ` OF ${of}` : ''}${skipLocked ? ' SKIP LOCKED' : ''}`;
}

/**
 * Locks one row of `kind` by its id in the caller's tenant until the transaction ends; answers whether it exists
 * (a row deleted meanwhile is a missing document to the caller).
 */
export async function lockRow(
  em: EntityManager,
  kind: Lockable,
  strength: LockStrength,
  tenantId: string,
  id: string,
): Promise<boolean> {
  const rows = await em.execute(`SELECT 1 FROM ${TABLES[kind]} WHERE tenant_id = ? AND id = ?${CLAUSES[strength]}`, [
    tenantId,
    id,
  ]);
  return rows.length > 0;
}

/** MikroORM's options for reading one entity of `kind` held FOR UPDATE (the ORM writes the clause). */
export const lockedEntity = (_kind: Lockable) => ({ lockMode: LockMode.PESSIMISTIC_WRITE });

/**
 * Session-wide advisory locks, outside any transaction and outside the row order: each is the only lock its holder
 * takes while it waits (applying migrations, by processes that start at once).
 */
export const ADVISORY_LOCKS = { migrations: 7165401 } as const;
