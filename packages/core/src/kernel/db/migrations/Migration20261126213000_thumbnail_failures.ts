import { Migration } from '@mikro-orm/migrations';

/**
 * A thumbnail that could not be made is remembered with why (`failure`), so reading its URL again answers at once
 * instead of decoding the same bytes again. A row holds either both PNGs or a failure.
 */
export class Migration20261126213000_thumbnail_failures extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      ALTER TABLE thumbnail
        ALTER COLUMN small_hash DROP NOT NULL,
        ALTER COLUMN big_hash DROP NOT NULL,
        ADD COLUMN failure text,
        ADD CONSTRAINT thumbnail_made_or_failed
          CHECK ((failure IS NULL) = (small_hash IS NOT NULL AND big_hash IS NOT NULL));
    `);
  }

  override async down(): Promise<void> {
    this.addSql(`
      DELETE FROM thumbnail WHERE failure IS NOT NULL;
      ALTER TABLE thumbnail
        DROP CONSTRAINT thumbnail_made_or_failed,
        DROP COLUMN failure,
        ALTER COLUMN small_hash SET NOT NULL,
        ALTER COLUMN big_hash SET NOT NULL;
    `);
  }
}
