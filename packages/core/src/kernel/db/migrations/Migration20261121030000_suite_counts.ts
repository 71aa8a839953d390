import { Migration } from '@mikro-orm/migrations';

/**
 * Each version keeps its suite count, so a project document (TestSuites) reads one indexed row instead of
 * counting. Statement-level triggers keep it: a bulk copy of 2,000 suites updates the version once.
 */
export class Migration20261121030000_suite_counts extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      ALTER TABLE project_version ADD COLUMN suite_count integer NOT NULL DEFAULT 0;
      UPDATE project_version v SET suite_count = (SELECT count(*) FROM test_suite s WHERE s.version_id = v.id);

      CREATE FUNCTION version_suite_count_added() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        UPDATE project_version v SET suite_count = v.suite_count + d.n
        FROM (SELECT version_id, count(*)::int AS n FROM added GROUP BY version_id) d WHERE v.id = d.version_id;
        RETURN NULL;
      END $$;
      CREATE TRIGGER test_suite_added AFTER INSERT ON test_suite
        REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION version_suite_count_added();

      CREATE FUNCTION version_suite_count_removed() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        UPDATE project_version v SET suite_count = v.suite_count - d.n
        FROM (SELECT version_id, count(*)::int AS n FROM removed GROUP BY version_id) d WHERE v.id = d.version_id;
        RETURN NULL;
      END $$;
      CREATE TRIGGER test_suite_removed AFTER DELETE ON test_suite
        REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION version_suite_count_removed();
    `);
  }

  override async down(): Promise<void> {
    this.addSql(`
      DROP TRIGGER test_suite_added ON test_suite;
      DROP TRIGGER test_suite_removed ON test_suite;
      DROP FUNCTION version_suite_count_added, version_suite_count_removed;
      ALTER TABLE project_version DROP COLUMN suite_count;
    `);
  }
}
