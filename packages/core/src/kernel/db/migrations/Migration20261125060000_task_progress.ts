import { Migration } from '@mikro-orm/migrations';

/**
 * Every change of a task's status or progress is announced on the channel `tmt_task_progress` (payload
 * `{"taskRequestId", "status", "progress"}`), whoever writes it: a listener follows a task step by step instead of
 * polling its document. A notification is sent when the change commits.
 */
export class Migration20261125060000_task_progress extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      CREATE FUNCTION tmt_task_progress_notify() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        PERFORM pg_notify('tmt_task_progress',
          json_build_object('taskRequestId', NEW.id, 'status', NEW.status, 'progress', NEW.progress)::text);
        RETURN NULL;
      END $$;
      CREATE TRIGGER task_request_progress AFTER UPDATE OF status, progress ON task_request
        FOR EACH ROW WHEN (OLD.status IS DISTINCT FROM NEW.status OR OLD.progress IS DISTINCT FROM NEW.progress)
        EXECUTE FUNCTION tmt_task_progress_notify();
    `);
  }

  override async down(): Promise<void> {
    this.addSql('DROP TRIGGER task_request_progress ON task_request; DROP FUNCTION tmt_task_progress_notify();');
  }
}
