import { Migration } from '@mikro-orm/migrations';

/**
 * Automation: what a task produced for download (exports, reports) and a large input it was given (JUnit XML sent
 * inline), kept beside its request rather than in its Parameters; the automation key (classname and name of a test
 * in a CI report) a case is matched by; and the duration of an execution as a test tool measured it.
 */
export class Migration20261125070000_automation extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      -- output: {"hash", "size", "contentType", "fileName"} of the file in the blob store. input: cleared at DONE.
      ALTER TABLE task_request ADD COLUMN output jsonb, ADD COLUMN input text;
      ALTER TABLE test_case ADD COLUMN automation_key text;
      CREATE UNIQUE INDEX test_case_automation_key ON test_case (tenant_id, version_id, automation_key)
        WHERE automation_key IS NOT NULL;
      ALTER TABLE test_execution ADD COLUMN duration_ms integer;
    `);
  }

  override async down(): Promise<void> {
    this.addSql(`
      ALTER TABLE test_execution DROP COLUMN duration_ms;
      DROP INDEX test_case_automation_key;
      ALTER TABLE test_case DROP COLUMN automation_key;
      ALTER TABLE task_request DROP COLUMN output, DROP COLUMN input;
    `);
  }
}
