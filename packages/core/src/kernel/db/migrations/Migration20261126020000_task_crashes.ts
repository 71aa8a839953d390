import { Migration } from '@mikro-orm/migrations';

/** How often a task was found RUNNING on a worker that died: the second time it ends in ERROR (TASK_CRASHED). */
export class Migration20261126020000_task_crashes extends Migration {
  override async up(): Promise<void> {
    this.addSql('ALTER TABLE task_request ADD COLUMN crashes integer NOT NULL DEFAULT 0;');
  }

  override async down(): Promise<void> {
    this.addSql('ALTER TABLE task_request DROP COLUMN crashes;');
  }
}
