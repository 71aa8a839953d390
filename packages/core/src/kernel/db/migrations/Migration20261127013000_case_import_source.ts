import { Migration } from '@mikro-orm/migrations';

/**
 * Where an imported case came from (AdditionalInfo.SourceTestCaseInfo: tool, file, external id) and the key a
 * second import of the same tool finds it by, so importing a file again updates its cases instead of adding them.
 */
export class Migration20261127013000_case_import_source extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      ALTER TABLE test_case ADD COLUMN source_info jsonb, ADD COLUMN source_key text;
      CREATE INDEX test_case_source_key ON test_case (tenant_id, version_id, source_key) WHERE source_key IS NOT NULL;
    `);
  }

  override async down(): Promise<void> {
    this.addSql(
      'DROP INDEX test_case_source_key; ALTER TABLE test_case DROP COLUMN source_info, DROP COLUMN source_key;',
    );
  }
}
