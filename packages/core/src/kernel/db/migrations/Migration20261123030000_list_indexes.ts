import { Migration } from '@mikro-orm/migrations';

/**
 * Indexes in the order of each sort the case list allows, led by tenant and version and ended by the id that breaks
 * ties: a page of a version's cases is then read in order from the index, however many cases the version holds.
 * (Title has test_case_version already.) A description is indexed by its first 200 characters, which is what its
 * sort reads. The tree link gets the version, so ParentNodeId and Order sorts walk the version's links in order.
 * Each version keeps its case count as it keeps its suite count (statement-level triggers: a copy of 100,000 cases
 * updates the version once), so a list of a version's cases without filters knows its size without counting.
 */
const caseSorts = {
  id: 'length(business_id), business_id',
  description: 'left(lower(description), 200)',
  status: 'lower(status)',
  type: 'lower(type)',
  automation: 'lower(automation)',
  prioritization: 'lower(prioritization)',
  assignee: 'lower(assignee)',
  estimated_time: 'estimated_execution_time',
  frozen: 'frozen',
  created_by: 'lower(created_by)',
  created_on: 'created_on',
  edited_by: 'lower(edited_by)',
  edited_on: 'edited_on',
};

export class Migration20261123030000_list_indexes extends Migration {
  override async up(): Promise<void> {
    for (const [name, sort] of Object.entries(caseSorts)) {
      this.addSql(`CREATE INDEX test_case_sort_${name} ON test_case (tenant_id, version_id, ${sort}, id);`);
    }
    this.addSql(`
      CREATE INDEX test_tree_link_version_parent ON test_tree_link (tenant_id, version_id, parent_id, child_id)
        WHERE child_is_folder;
      CREATE INDEX test_tree_link_version_order ON test_tree_link (tenant_id, version_id, order_key, child_id)
        WHERE child_is_folder;
      CREATE INDEX test_tree_link_version_case_order ON test_tree_link (tenant_id, version_id, order_key, child_id)
        WHERE NOT child_is_folder;
      CREATE INDEX test_tree_link_version_case_parent ON test_tree_link (tenant_id, version_id, parent_id, child_id)
        WHERE NOT child_is_folder;
      CREATE INDEX test_suite_version_business_id ON test_suite (tenant_id, version_id, length(business_id), business_id, id);

      ALTER TABLE project_version ADD COLUMN case_count integer NOT NULL DEFAULT 0;
      UPDATE project_version v SET case_count = (SELECT count(*) FROM test_case c WHERE c.version_id = v.id);
      CREATE FUNCTION version_case_count_added() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        UPDATE project_version v SET case_count = v.case_count + d.n
        FROM (SELECT version_id, count(*)::int AS n FROM added GROUP BY version_id) d WHERE v.id = d.version_id;
        RETURN NULL;
      END $$;
      CREATE TRIGGER test_case_added AFTER INSERT ON test_case
        REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION version_case_count_added();
      CREATE FUNCTION version_case_count_removed() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        UPDATE project_version v SET case_count = v.case_count - d.n
        FROM (SELECT version_id, count(*)::int AS n FROM removed GROUP BY version_id) d WHERE v.id = d.version_id;
        RETURN NULL;
      END $$;
      CREATE TRIGGER test_case_removed AFTER DELETE ON test_case
        REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION version_case_count_removed();
    `);
  }

  override async down(): Promise<void> {
    for (const name of Object.keys(caseSorts)) this.addSql(`DROP INDEX test_case_sort_${name};`);
    this.addSql(`
      DROP INDEX test_tree_link_version_parent;
      DROP INDEX test_tree_link_version_order;
      DROP INDEX test_suite_version_business_id;
      DROP INDEX test_tree_link_version_case_order;
      DROP INDEX test_tree_link_version_case_parent;
      DROP TRIGGER test_case_added ON test_case;
      DROP TRIGGER test_case_removed ON test_case;
      DROP FUNCTION version_case_count_added();
      DROP FUNCTION version_case_count_removed();
      ALTER TABLE project_version DROP COLUMN case_count;
    `);
  }
}
