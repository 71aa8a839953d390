import { Migration } from '@mikro-orm/migrations';

/**
 * The files tasks produced hold their bytes in the blob store like attachments do: the attachment collection must not
 * remove bytes a task's file still names (an export uploaded as an attachment and deleted again, say). Looked up by
 * hash when content is freed.
 */
export class Migration20261125100000_task_output_blobs extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `CREATE INDEX task_request_output_hash ON task_request ((output ->> 'hash')) WHERE output IS NOT NULL;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql('DROP INDEX task_request_output_hash;');
  }
}
