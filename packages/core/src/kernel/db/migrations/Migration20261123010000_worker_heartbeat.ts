import { Migration } from '@mikro-orm/migrations';

/**
 * Worker heartbeats: each running worker pool (graphile-worker's `locked_by` id) stamps its row every few seconds,
 * so the others can tell a dead worker from a slow one and hand its jobs on. Infrastructure like graphile-worker's
 * own tables, not tenant data: no tenant_id.
 */
export class Migration20261123010000_worker_heartbeat extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      CREATE TABLE worker_heartbeat (
        worker_id text PRIMARY KEY,
        last_seen timestamptz NOT NULL
      );
    `);
  }

  override async down(): Promise<void> {
    this.addSql('DROP TABLE worker_heartbeat;');
  }
}
