import { Migration } from '@mikro-orm/migrations';

/**
 * A case names its suite, version and project, and its suite must have the same version and project: one foreign key
 * on the three instead of one on each. The database checked three keys per copied case at commit (a version copy of
 * 100,000 cases: 300,000 lookups); now it checks one, and a case can no longer name another version than its suite.
 * A version or project that still has cases still cannot go: their suites' keys hold it.
 */
export class Migration20261127010000_case_suite_key extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      CREATE UNIQUE INDEX test_suite_version_project ON test_suite (id, version_id, project_id);
      ALTER TABLE test_case
        DROP CONSTRAINT test_case_project_id_fkey,
        DROP CONSTRAINT test_case_version_id_fkey,
        DROP CONSTRAINT test_case_suite_id_fkey,
        ADD CONSTRAINT test_case_suite_fkey FOREIGN KEY (suite_id, version_id, project_id)
          REFERENCES test_suite (id, version_id, project_id) DEFERRABLE INITIALLY DEFERRED;
    `);
  }

  override async down(): Promise<void> {
    this.addSql(`
      ALTER TABLE test_case
        DROP CONSTRAINT test_case_suite_fkey,
        ADD CONSTRAINT test_case_project_id_fkey FOREIGN KEY (project_id) REFERENCES project (id) DEFERRABLE INITIALLY DEFERRED,
        ADD CONSTRAINT test_case_version_id_fkey FOREIGN KEY (version_id) REFERENCES project_version (id)
          DEFERRABLE INITIALLY DEFERRED,
        ADD CONSTRAINT test_case_suite_id_fkey FOREIGN KEY (suite_id) REFERENCES test_suite (id) DEFERRABLE INITIALLY DEFERRED;
      DROP INDEX test_suite_version_project;
    `);
  }
}
