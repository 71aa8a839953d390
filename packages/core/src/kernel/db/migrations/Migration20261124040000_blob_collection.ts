import { Migration } from '@mikro-orm/migrations';

/**
 * Content no attachment holds any more waits here before its bytes go: an upload of the same bytes may be between
 * storing them and recording its attachment, and it records itself well within the grace period.
 */
export class Migration20261124040000_blob_collection extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      CREATE TABLE unused_blob (
        hash text PRIMARY KEY,
        since timestamptz NOT NULL DEFAULT now()
      );
    `);
  }

  override async down(): Promise<void> {
    this.addSql('DROP TABLE unused_blob;');
  }
}
