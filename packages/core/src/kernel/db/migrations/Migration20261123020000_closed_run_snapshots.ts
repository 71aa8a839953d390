import { Migration } from '@mikro-orm/migrations';

/**
 * A closed run keeps what its executions showed of each case: `test_execution.case_snapshot` holds the case as it
 * was when the run closed (its row, suite, version and tree path), so editing, moving or deleting the case later
 * does not rewrite the record. `tmt_freeze_run_cases` takes the snapshots of some runs in one statement; the close
 * calls it in its transaction, and this migration backfills runs closed before it from the cases still there.
 * A live case is no longer flagged frozen: the frozen copies are the snapshots.
 */
export class Migration20261123020000_closed_run_snapshots extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      ALTER TABLE test_execution ADD COLUMN case_snapshot jsonb;

      CREATE FUNCTION tmt_freeze_run_cases(p_tenant text, p_runs uuid[]) RETURNS integer LANGUAGE sql AS $$
        WITH RECURSIVE recorded AS (
          SELECT DISTINCT e.case_id FROM test_execution e
          WHERE e.tenant_id = p_tenant AND e.run_id = ANY(p_runs) AND e.case_snapshot IS NULL
        ), up AS (
          SELECT l.child_id AS node, l.parent_id, l.parent_is_folder, 1 AS depth
          FROM recorded JOIN test_tree_link l ON l.tenant_id = p_tenant AND l.child_id = recorded.case_id
          UNION ALL
          SELECT up.node, l.parent_id, l.parent_is_folder, up.depth + 1
          FROM up JOIN test_tree_link l ON l.tenant_id = p_tenant AND l.child_id = up.parent_id
          WHERE up.parent_is_folder
        ), paths AS (
          SELECT up.node,
            jsonb_build_object(
              'nodeNames', jsonb_agg(coalesce(f.title, s.title) ORDER BY up.depth DESC),
              'nodePaths', jsonb_agg(jsonb_build_object('id', up.parent_id, 'type',
                CASE WHEN up.parent_is_folder THEN 'TestFolder-dm' ELSE 'TestSuite-dm' END) ORDER BY up.depth DESC)
            ) AS path
          FROM up
          LEFT JOIN test_folder f ON up.parent_is_folder AND f.tenant_id = p_tenant AND f.id = up.parent_id
          LEFT JOIN test_suite s ON NOT up.parent_is_folder AND s.tenant_id = p_tenant AND s.id = up.parent_id
          GROUP BY up.node
        ), frozen AS (
          UPDATE test_execution e SET case_snapshot = (to_jsonb(c) - 'search_en' - 'search_de') || jsonb_build_object(
              'frozen', true,
              'suite_business_id', s.business_id,
              'suite_order_key', s.order_key,
              'version_number', v.version_number,
              'version_title', v.title,
              'tree_path', coalesce(paths.path, '{"nodeNames": [], "nodePaths": []}'))
          FROM test_case c
          JOIN test_suite s ON s.tenant_id = c.tenant_id AND s.id = c.suite_id
          JOIN project_version v ON v.tenant_id = c.tenant_id AND v.id = c.version_id
          LEFT JOIN paths ON paths.node = c.id
          WHERE e.tenant_id = p_tenant AND e.run_id = ANY(p_runs) AND e.case_snapshot IS NULL
            AND c.tenant_id = e.tenant_id AND c.id = e.case_id
          RETURNING e.id
        )
        SELECT count(*)::int FROM frozen
      $$;

      SELECT tmt_freeze_run_cases(tenant_id, array_agg(id)) FROM test_run WHERE status = 'inactive' GROUP BY tenant_id;
      UPDATE test_case SET frozen = false WHERE frozen;
    `);
  }

  override async down(): Promise<void> {
    this.addSql(`
      UPDATE test_case c SET frozen = true FROM test_execution e
        WHERE e.case_snapshot IS NOT NULL AND c.tenant_id = e.tenant_id AND c.id = e.case_id AND NOT c.frozen;
      DROP FUNCTION tmt_freeze_run_cases;
      ALTER TABLE test_execution DROP COLUMN case_snapshot;
    `);
  }
}
