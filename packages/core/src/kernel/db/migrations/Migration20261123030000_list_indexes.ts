import { Migration } from '@mikro-orm/migrations';

/**
 * Indexes in the order of each sort the case list allows, led by tenant and version and ended by the id that breaks
 * ties: a page of a version's cases is then read in order from the index alone (an expression's column is included,
 * so no row is visited for the cases before the page), however many cases the version holds. A description sorts
 * by its first 200 characters, kept in `description_sort` for its index. The tree link gets the version, so ParentNodeId and Order sorts walk the version's links in order.
 * Each version keeps its case count as it keeps its suite count (statement-level triggers: a copy of 100,000 cases
 * updates the version once), so a list of a version's cases without filters knows its size without counting.
 */
const caseSorts = {
  id: 'length(business_id), business_id, id',
  description: 'description_sort, id',
  status: 'lower(status), id) INCLUDE (status',
  type: 'lower(type), id) INCLUDE (type',
  automation: 'lower(automation), id) INCLUDE (automation',
  prioritization: 'lower(prioritization), id) INCLUDE (prioritization',
  assignee: 'lower(assignee), id) INCLUDE (assignee',
  estimated_time: 'estimated_execution_time, id',
  frozen: 'frozen, id',
  created_by: 'lower(created_by), id) INCLUDE (created_by',
  created_on: 'created_on, id',
  edited_by: 'lower(edited_by), id) INCLUDE (edited_by',
  edited_on: 'edited_on, id',
};

export class Migration20261123030000_list_indexes extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      ALTER TABLE test_case ADD COLUMN description_sort text GENERATED ALWAYS AS (left(lower(description), 200)) STORED;
      DROP INDEX test_case_version;
      CREATE INDEX test_case_version ON test_case (tenant_id, version_id, lower(title), id) INCLUDE (title);
    `);
    for (const [name, sort] of Object.entries(caseSorts)) {
      this.addSql(`CREATE INDEX test_case_sort_${name} ON test_case (tenant_id, version_id, ${sort});`);
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
      CREATE INDEX test_case_suite_id ON test_case (tenant_id, suite_id, id) INCLUDE (version_id);

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
      DROP INDEX test_case_version;
      CREATE INDEX test_case_version ON test_case (tenant_id, version_id, lower(title), id);
      ALTER TABLE test_case DROP COLUMN description_sort;
    `);
    this.addSql(`
      DROP INDEX test_tree_link_version_parent;
      DROP INDEX test_tree_link_version_order;
      DROP INDEX test_suite_version_business_id;
      DROP INDEX test_case_suite_id;
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
