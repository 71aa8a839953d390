import { Migration } from '@mikro-orm/migrations';

/**
 * Every foreign key that a bulk delete checks row by row has an index its columns lead. PostgreSQL checks a deleted
 * suite, run or attachment against the rows that reference it with a query on the foreign key's columns alone
 * (`WHERE suite_id = $1`, no tenant); led by tenant_id, the indexes could not answer it, so deleting a version of
 * 2,000 suites scanned test_case and test_tree_link once per suite (38 and 37 ms each at 200,000 cases: 150 s).
 * The suite, run and attachment ids are unique across tenants, so the same indexes led by them serve the tenant's
 * own queries as before; they replace the tenant-led ones rather than adding to what every insert keeps.
 */
export class Migration20261127090000_foreign_key_indexes extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      DROP INDEX test_case_suite_id;
      CREATE INDEX test_case_suite_id ON test_case (suite_id, id) INCLUDE (tenant_id, version_id);
      DROP INDEX test_tree_link_suite;
      CREATE INDEX test_tree_link_suite ON test_tree_link (suite_id, tenant_id);
      DROP INDEX test_folder_suite;
      CREATE INDEX test_folder_suite ON test_folder (suite_id, tenant_id);
      DROP INDEX test_execution_run_suite;
      CREATE INDEX test_execution_run_suite ON test_execution (run_id, suite_id, tenant_id);
      DROP INDEX test_run_suite_pair;
      CREATE UNIQUE INDEX test_run_suite_pair ON test_run_suite (run_id, suite_id, tenant_id);
      DROP INDEX document_attachment_attachment;
      CREATE INDEX document_attachment_attachment ON document_attachment (attachment_id, tenant_id);
    `);
  }

  override async down(): Promise<void> {
    this.addSql(`
      DROP INDEX test_case_suite_id;
      CREATE INDEX test_case_suite_id ON test_case (tenant_id, suite_id, id) INCLUDE (version_id);
      DROP INDEX test_tree_link_suite;
      CREATE INDEX test_tree_link_suite ON test_tree_link (tenant_id, suite_id);
      DROP INDEX test_folder_suite;
      CREATE INDEX test_folder_suite ON test_folder (tenant_id, suite_id);
      DROP INDEX test_execution_run_suite;
      CREATE INDEX test_execution_run_suite ON test_execution (tenant_id, run_id, suite_id);
      DROP INDEX test_run_suite_pair;
      CREATE UNIQUE INDEX test_run_suite_pair ON test_run_suite (tenant_id, run_id, suite_id);
      DROP INDEX document_attachment_attachment;
      CREATE INDEX document_attachment_attachment ON document_attachment (tenant_id, attachment_id);
    `);
  }
}
