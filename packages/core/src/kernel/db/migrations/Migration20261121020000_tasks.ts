import { Migration } from '@mikro-orm/migrations';

/** Task requests: one row per background task, written in the same transaction as its graphile-worker job. */
export class Migration20261121020000_tasks extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      CREATE TABLE task_request (
        id uuid PRIMARY KEY,
        tenant_id text NOT NULL,
        project_id uuid REFERENCES project (id) ON DELETE SET NULL,
        project_business_id text,
        subproject_business_id text,
        version_number integer,
        type text NOT NULL,
        status text NOT NULL DEFAULT 'NEW',
        visibility text NOT NULL DEFAULT 'SHOW',
        parameters jsonb NOT NULL DEFAULT '[]',
        estimated_seconds integer NOT NULL DEFAULT 0,
        progress integer NOT NULL DEFAULT 0,
        error_reason text,
        error_message text,
        attempts integer NOT NULL DEFAULT 0,
        result jsonb,
        started_on timestamptz,
        finished_on timestamptz,
        created_by text NOT NULL,
        created_on timestamptz NOT NULL,
        edited_by text NOT NULL,
        edited_on timestamptz NOT NULL,
        model_version integer NOT NULL DEFAULT 1
      );
      CREATE INDEX task_request_list ON task_request (tenant_id, project_id, created_on DESC);
      CREATE INDEX task_request_status ON task_request (tenant_id, status, type);
    `);
  }

  override async down(): Promise<void> {
    this.addSql('DROP TABLE task_request;');
  }
}
