import { Migration } from '@mikro-orm/migrations';

/** The thumbnails made of some content (by its SHA-256): the blob keys of the small and the big PNG. */
export class Migration20261124030000_thumbnails extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      CREATE TABLE thumbnail (
        content_hash text PRIMARY KEY,
        small_hash text NOT NULL,
        big_hash text NOT NULL,
        created_on timestamptz NOT NULL DEFAULT now()
      );
    `);
  }

  override async down(): Promise<void> {
    this.addSql('DROP TABLE thumbnail;');
  }
}
