import { Migrator } from '@mikro-orm/migrations';
import { defineConfig, MikroORM } from '@mikro-orm/postgresql';
import { runMigrations as runWorkerMigrations } from 'graphile-worker';
import pg from 'pg';
import { entities } from '../entities';
import { ADVISORY_LOCKS } from '../locks';
import { Migration20261121000000_projects } from './migrations/Migration20261121000000_projects';
import { Migration20261121010000_test_content } from './migrations/Migration20261121010000_test_content';
import { Migration20261121020000_tasks } from './migrations/Migration20261121020000_tasks';
import { Migration20261121030000_suite_counts } from './migrations/Migration20261121030000_suite_counts';
import { Migration20261121040000_runs } from './migrations/Migration20261121040000_runs';
import { Migration20261123010000_worker_heartbeat } from './migrations/Migration20261123010000_worker_heartbeat';
import { Migration20261123020000_closed_run_snapshots } from './migrations/Migration20261123020000_closed_run_snapshots';
import { Migration20261123030000_list_indexes } from './migrations/Migration20261123030000_list_indexes';
import { Migration20261124010000_attachments } from './migrations/Migration20261124010000_attachments';
import { Migration20261124020000_document_attachments } from './migrations/Migration20261124020000_document_attachments';
import { Migration20261124030000_thumbnails } from './migrations/Migration20261124030000_thumbnails';
import { Migration20261124040000_blob_collection } from './migrations/Migration20261124040000_blob_collection';
import { Migration20261125050000_pins } from './migrations/Migration20261125050000_pins';
import { Migration20261125060000_task_progress } from './migrations/Migration20261125060000_task_progress';
import { Migration20261125070000_automation } from './migrations/Migration20261125070000_automation';
import { Migration20261125080000_risk_levels } from './migrations/Migration20261125080000_risk_levels';
import { Migration20261125090000_users } from './migrations/Migration20261125090000_users';
import { Migration20261125100000_task_output_blobs } from './migrations/Migration20261125100000_task_output_blobs';
import { Migration20261126010000_run_execution_events } from './migrations/Migration20261126010000_run_execution_events';
import { Migration20261126020000_assigned_tester } from './migrations/Migration20261126020000_assigned_tester';
import { Migration20261126020000_task_crashes } from './migrations/Migration20261126020000_task_crashes';
import { Migration20261126200000_principal_changes } from './migrations/Migration20261126200000_principal_changes';
import { Migration20261126213000_thumbnail_failures } from './migrations/Migration20261126213000_thumbnail_failures';
import { Migration20261127010000_api_tokens } from './migrations/Migration20261127010000_api_tokens';
import { Migration20261127010000_case_suite_key } from './migrations/Migration20261127010000_case_suite_key';
import { Migration20261127013000_case_import_source } from './migrations/Migration20261127013000_case_import_source';
import { Migration20261127020000_document_history } from './migrations/Migration20261127020000_document_history';
import { Migration20261127030000_case_automation_keys } from './migrations/Migration20261127030000_case_automation_keys';
import { Migration20261127040000_history_retention } from './migrations/Migration20261127040000_history_retention';
import { Migration20261127050000_history_diff_once } from './migrations/Migration20261127050000_history_diff_once';
import { Migration20261127060000_risk_history_by_keys } from './migrations/Migration20261127060000_risk_history_by_keys';
import { Migration20261127070000_suite_case_tally } from './migrations/Migration20261127070000_suite_case_tally';
import { Migration20261127080000_task_work_committed } from './migrations/Migration20261127080000_task_work_committed';
import { Migration20261127090000_foreign_key_indexes } from './migrations/Migration20261127090000_foreign_key_indexes';
import { Migration20261128010000_risk_history_set_based } from './migrations/Migration20261128010000_risk_history_set_based';
import { Migration20261128020000_execution_save_costs } from './migrations/Migration20261128020000_execution_save_costs';
import { Migration20261128030000_risk_refresh_without_merge_joins } from './migrations/Migration20261128030000_risk_refresh_without_merge_joins';
import { Migration20261128040000_history_diff_by_columns } from './migrations/Migration20261128040000_history_diff_by_columns';
import { Migration20261128050000_case_room_for_updates } from './migrations/Migration20261128050000_case_room_for_updates';
import { Migration20261128060000_risk_history_by_case_lookups } from './migrations/Migration20261128060000_risk_history_by_case_lookups';
import { Migration20261128070000_list_page_keys } from './migrations/Migration20261128070000_list_page_keys';
import { Migration20261128080000_run_tally } from './migrations/Migration20261128080000_run_tally';
import { Migration20261128090000_run_suite_tally } from './migrations/Migration20261128090000_run_suite_tally';
import { Migration20261129010000_risk_level_indexes_by_version } from './migrations/Migration20261129010000_risk_level_indexes_by_version';
import { endNotifications } from './notifications';
import { attachReadPool, endReadPool } from './read-pool';
import { type DatabaseTimeouts, databaseTimeouts, rememberTimeouts, sessionTimeouts } from './timeouts';

/** Checked-in migrations, in order. Listed explicitly so no file globbing depends on how the code is run. */
const migrationsList = [
  { name: 'Migration20261121000000_projects', class: Migration20261121000000_projects },
  { name: 'Migration20261121010000_test_content', class: Migration20261121010000_test_content },
  { name: 'Migration20261121020000_tasks', class: Migration20261121020000_tasks },
  { name: 'Migration20261121030000_suite_counts', class: Migration20261121030000_suite_counts },
  { name: 'Migration20261121040000_runs', class: Migration20261121040000_runs },
  { name: 'Migration20261123010000_worker_heartbeat', class: Migration20261123010000_worker_heartbeat },
  { name: 'Migration20261123020000_closed_run_snapshots', class: Migration20261123020000_closed_run_snapshots },
  { name: 'Migration20261123030000_list_indexes', class: Migration20261123030000_list_indexes },
  { name: 'Migration20261124010000_attachments', class: Migration20261124010000_attachments },
  { name: 'Migration20261124020000_document_attachments', class: Migration20261124020000_document_attachments },
  { name: 'Migration20261124030000_thumbnails', class: Migration20261124030000_thumbnails },
  { name: 'Migration20261124040000_blob_collection', class: Migration20261124040000_blob_collection },
  { name: 'Migration20261125050000_pins', class: Migration20261125050000_pins },
  { name: 'Migration20261125060000_task_progress', class: Migration20261125060000_task_progress },
  { name: 'Migration20261125070000_automation', class: Migration20261125070000_automation },
  { name: 'Migration20261125080000_risk_levels', class: Migration20261125080000_risk_levels },
  { name: 'Migration20261125090000_users', class: Migration20261125090000_users },
  { name: 'Migration20261125100000_task_output_blobs', class: Migration20261125100000_task_output_blobs },
  { name: 'Migration20261126010000_run_execution_events', class: Migration20261126010000_run_execution_events },
  { name: 'Migration20261126020000_assigned_tester', class: Migration20261126020000_assigned_tester },
  { name: 'Migration20261126020000_task_crashes', class: Migration20261126020000_task_crashes },
  { name: 'Migration20261126200000_principal_changes', class: Migration20261126200000_principal_changes },
  { name: 'Migration20261126213000_thumbnail_failures', class: Migration20261126213000_thumbnail_failures },
  { name: 'Migration20261127010000_api_tokens', class: Migration20261127010000_api_tokens },
  { name: 'Migration20261127010000_case_suite_key', class: Migration20261127010000_case_suite_key },
  { name: 'Migration20261127013000_case_import_source', class: Migration20261127013000_case_import_source },
  { name: 'Migration20261127020000_document_history', class: Migration20261127020000_document_history },
  { name: 'Migration20261127030000_case_automation_keys', class: Migration20261127030000_case_automation_keys },
  { name: 'Migration20261127040000_history_retention', class: Migration20261127040000_history_retention },
  { name: 'Migration20261127050000_history_diff_once', class: Migration20261127050000_history_diff_once },
  { name: 'Migration20261127060000_risk_history_by_keys', class: Migration20261127060000_risk_history_by_keys },
  { name: 'Migration20261127070000_suite_case_tally', class: Migration20261127070000_suite_case_tally },
  { name: 'Migration20261127080000_task_work_committed', class: Migration20261127080000_task_work_committed },
  { name: 'Migration20261127090000_foreign_key_indexes', class: Migration20261127090000_foreign_key_indexes },
  { name: 'Migration20261128010000_risk_history_set_based', class: Migration20261128010000_risk_history_set_based },
  { name: 'Migration20261128020000_execution_save_costs', class: Migration20261128020000_execution_save_costs },
  {
    name: 'Migration20261128030000_risk_refresh_without_merge_joins',
    class: Migration20261128030000_risk_refresh_without_merge_joins,
  },
  { name: 'Migration20261128040000_history_diff_by_columns', class: Migration20261128040000_history_diff_by_columns },
  { name: 'Migration20261128050000_case_room_for_updates', class: Migration20261128050000_case_room_for_updates },
  {
    name: 'Migration20261128060000_risk_history_by_case_lookups',
    class: Migration20261128060000_risk_history_by_case_lookups,
  },
  { name: 'Migration20261128070000_list_page_keys', class: Migration20261128070000_list_page_keys },
  { name: 'Migration20261128080000_run_tally', class: Migration20261128080000_run_tally },
  { name: 'Migration20261128090000_run_suite_tally', class: Migration20261128090000_run_suite_tally },
  {
    name: 'Migration20261129010000_risk_level_indexes_by_version',
    class: Migration20261129010000_risk_level_indexes_by_version,
  },
];

export interface OrmOptions {
  url: string;
  poolMax?: number;
  /** Connections of the read pool (see read-pool.ts), on top of `poolMax`. */
  readPoolMax?: number;
  /** How long statements, lock waits and waits for a connection may take (see DatabaseTimeouts). */
  timeouts?: Partial<DatabaseTimeouts>;
  debug?: boolean;
}

export function ormConfig({ url, poolMax = 20, timeouts, debug = false }: OrmOptions) {
  const limits = databaseTimeouts(timeouts);
  return defineConfig({
    clientUrl: url,
    entities,
    // Every request and job forks its own EntityManager.
    allowGlobalContext: false,
    debug,
    pool: { min: 0, max: poolMax },
    // Every session of the pool starts with the call limits (tasks raise them in their transaction, see runTask),
    // and a call that finds the pool taken gives up after `acquireMs` instead of queueing without end.
    driverOptions: {
      connection: sessionTimeouts(limits),
      acquireConnectionTimeout: limits.acquireMs,
    },
    extensions: [Migrator],
    migrations: { migrationsList, transactional: true, allOrNothing: true, snapshot: false },
  });
}

export type Orm = MikroORM;

/**
 * Connects and applies pending migrations (under an advisory lock so several processes may start at once).
 * Close it with closeDatabase, which also ends its read pool and its LISTEN session.
 */
export async function openDatabase(options: OrmOptions): Promise<MikroORM> {
  const orm = await MikroORM.init(ormConfig(options));
  // The lock lives on its own session: pooled connections could take and release it on different sessions.
  const lock = new pg.Client({ connectionString: options.url });
  await lock.connect();
  try {
    await lock.query(`SELECT pg_advisory_lock(${ADVISORY_LOCKS.migrations})`);
    // A migration may rewrite a large table: its transaction lifts the call limits the pool's sessions start with.
    await orm.em.getConnection().transactional(async (trx) => {
      await trx.raw('SET LOCAL statement_timeout = 0; SET LOCAL lock_timeout = 0');
      await orm.getMigrator().up({ transaction: trx });
    });
    // graphile-worker keeps its own schema and versions it itself.
    await runWorkerMigrations({ connectionString: options.url });
  } finally {
    await lock.end();
  }
  const timeouts = databaseTimeouts(options.timeouts);
  rememberTimeouts(orm, timeouts);
  attachReadPool(orm, options.url, options.readPoolMax ?? 10, timeouts);
  return orm;
}

export async function closeDatabase(orm: MikroORM): Promise<void> {
  await endNotifications(orm);
  await endReadPool(orm);
  await orm.close();
}
