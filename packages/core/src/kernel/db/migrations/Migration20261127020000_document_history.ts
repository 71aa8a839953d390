import { Migration } from '@mikro-orm/migrations';
import { statementTriggers } from './statement-triggers';

/** The documents whose every change is recorded, by table: the model their history is read under. */
export const RECORDED: Record<string, string> = {
  project: 'Project-dm',
  project_setting: 'ProjectSetting-dm',
  project_version: 'ProjectVersion-dm',
  test_suite: 'TestSuite-dm',
  test_folder: 'TestFolder-dm',
  test_case: 'TestCase-dm',
  test_run: 'TestRun-dm',
  test_run_suite: 'TestRunTestSuite-rm',
  app_user: 'User-dm',
};

/**
 * Document history: who changed which document, when, through which method or task, and each changed column with
 * its old and new value. Statement-level triggers over the statement's transition tables write it: one INSERT …
 * SELECT per statement, in the statement's transaction, so a bulk task's thousands of rows cost one more statement,
 * not a round trip each. Who and through what come from the transaction's settings `tmt.actor` and `tmt.via` (see
 * recordActor); writes without them (migrations, a DBA) are recorded as `system`. A transaction may set
 * `tmt.history` to `off` around a statement that writes only TMT's own bookkeeping. Columns that follow from others or
 * say nothing to a reader (edit stamps, search vectors, counters, sort keys) are left out; an update that changed
 * only such columns records nothing. Entries outlive their document: no foreign key, so a deleted document's history
 * stays readable.
 */
export class Migration20261127020000_document_history extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      CREATE TABLE document_history (
        id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        tenant_id text NOT NULL,
        document_model text NOT NULL,
        document_id uuid NOT NULL,
        changed_on timestamptz NOT NULL DEFAULT now(),
        changed_by text NOT NULL,
        via text NOT NULL,
        operation text NOT NULL CHECK (operation IN ('CREATED', 'CHANGED', 'DELETED')),
        changes jsonb
      );
      CREATE INDEX document_history_document ON document_history (tenant_id, document_id, id DESC);

      CREATE FUNCTION tmt_history_unrecorded() RETURNS text[] LANGUAGE sql IMMUTABLE AS $$
        SELECT ARRAY['edited_by', 'edited_on', 'model_version', 'search_en', 'search_de', 'description_sort',
                     'order_key', 'path', 'automation_key', 'run_count', 'closed_run_count', 'suite_count',
                     'case_count', 'role_units', 'role_names']
      $$;

      -- Transition tables have no index and no statistics: without a nested loop the planner pairs old and new rows
      -- by hashing (10,000 rows: milliseconds), where a nested loop compares every pair (10,000 rows: minutes).
      CREATE FUNCTION tmt_record_history() RETURNS trigger LANGUAGE plpgsql SET enable_nestloop = off AS $$
      DECLARE
        model text := TG_ARGV[0];
        actor text := coalesce(nullif(current_setting('tmt.actor', true), ''), 'system');
        via text := coalesce(nullif(current_setting('tmt.via', true), ''), 'system');
      BEGIN
        -- Off for a statement that writes only TMT's own bookkeeping (see the JUnit import's automation keys).
        IF current_setting('tmt.history', true) = 'off' THEN
          RETURN NULL;
        END IF;
        IF TG_OP = 'INSERT' THEN
          INSERT INTO document_history (tenant_id, document_model, document_id, changed_by, via, operation)
          SELECT n.tenant_id, model, n.id, actor, via, 'CREATED' FROM new_rows n;
        ELSIF TG_OP = 'UPDATE' THEN
          INSERT INTO document_history (tenant_id, document_model, document_id, changed_by, via, operation, changes)
          SELECT n.tenant_id, model, n.id, actor, via, 'CHANGED', d.changes
          FROM new_rows n JOIN old_rows o ON o.id = n.id
          CROSS JOIN LATERAL (
            SELECT jsonb_object_agg(k.key, jsonb_build_array(oj -> k.key, k.value)) AS changes
            FROM (SELECT to_jsonb(o) AS oj, to_jsonb(n) AS nj) j, jsonb_each(j.nj) k
            WHERE k.key <> ALL (tmt_history_unrecorded()) AND (j.oj -> k.key) IS DISTINCT FROM k.value
          ) d
          WHERE d.changes IS NOT NULL;
        ELSE
          INSERT INTO document_history (tenant_id, document_model, document_id, changed_by, via, operation, changes)
          SELECT o.tenant_id, model, o.id, actor, via, 'DELETED', to_jsonb(o) - tmt_history_unrecorded()
          FROM old_rows o;
        END IF;
        RETURN NULL;
      END $$;
    `);
    for (const [table, model] of Object.entries(RECORDED)) {
      for (const sql of statementTriggers(table, `${table}_history`, `tmt_record_history('${model}')`))
        this.addSql(sql);
    }
  }

  override async down(): Promise<void> {
    for (const table of Object.keys(RECORDED)) {
      for (const event of ['insert', 'update', 'delete'])
        this.addSql(`DROP TRIGGER ${table}_history_${event} ON ${table};`);
    }
    this.addSql(
      'DROP FUNCTION tmt_record_history(); DROP FUNCTION tmt_history_unrecorded(); DROP TABLE document_history;',
    );
  }
}
