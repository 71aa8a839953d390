import { Migration } from '@mikro-orm/migrations';

/**
 * The key a JUnit import links a case by lives in a narrow table of its own. As a column of test_case, every import
 * that taught cases their keys rewrote those cases whole, with every index of the widest table (the sort indexes of
 * the case list among them): 10,000 keys took 5.9 s of a 15 s import. The key table is written for what changed only.
 * Its rows go with their case.
 */
export class Migration20261127030000_case_automation_keys extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      CREATE TABLE case_automation_key (
        case_id uuid PRIMARY KEY REFERENCES test_case (id) ON DELETE CASCADE,
        tenant_id text NOT NULL,
        version_id uuid NOT NULL,
        key text NOT NULL
      );
      CREATE UNIQUE INDEX case_automation_key_key ON case_automation_key (tenant_id, version_id, key);
      INSERT INTO case_automation_key (case_id, tenant_id, version_id, key)
        SELECT id, tenant_id, version_id, automation_key FROM test_case WHERE automation_key IS NOT NULL;
      DROP INDEX test_case_automation_key;
      ALTER TABLE test_case DROP COLUMN automation_key;
    `);
  }

  override async down(): Promise<void> {
    this.addSql(`
      ALTER TABLE test_case ADD COLUMN automation_key text;
      UPDATE test_case c SET automation_key = k.key FROM case_automation_key k WHERE k.case_id = c.id;
      CREATE UNIQUE INDEX test_case_automation_key ON test_case (tenant_id, version_id, automation_key)
        WHERE automation_key IS NOT NULL;
      DROP TABLE case_automation_key;
    `);
  }
}
