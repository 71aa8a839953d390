import { Migration } from '@mikro-orm/migrations';

/**
 * A task's work commits before its DONE mark: between the two its worker vacuums what the work grew (run-task.ts),
 * so a list read right after DONE walks its indexes without visiting the new rows' heap pages. `committed_on` marks
 * the work as committed, and the trigger keeps the rule that such a task only ever ends DONE: whatever marks it NEW
 * or ERROR afterwards (a sweep after its worker died in that gap, a failed final update) finishes it instead, so
 * its work is never done twice nor reported as failed.
 */
export class Migration20261127080000_task_work_committed extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      ALTER TABLE task_request ADD COLUMN committed_on timestamptz;

      CREATE FUNCTION tmt_task_committed_ends_done() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        NEW.status := 'DONE';
        NEW.progress := 100;
        NEW.finished_on := coalesce(NEW.finished_on, clock_timestamp());
        NEW.error_reason := NULL;
        NEW.error_message := NULL;
        NEW.input := NULL;
        RETURN NEW;
      END $$;

      CREATE TRIGGER task_committed_ends_done BEFORE UPDATE ON task_request
        FOR EACH ROW WHEN (OLD.committed_on IS NOT NULL AND NEW.status IN ('NEW', 'ERROR'))
        EXECUTE FUNCTION tmt_task_committed_ends_done();
    `);
  }

  override async down(): Promise<void> {
    this.addSql(`
      DROP TRIGGER task_committed_ends_done ON task_request;
      DROP FUNCTION tmt_task_committed_ends_done();
      ALTER TABLE task_request DROP COLUMN committed_on;
    `);
  }
}
