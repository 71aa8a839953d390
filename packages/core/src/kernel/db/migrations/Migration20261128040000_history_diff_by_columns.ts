import { Migration } from '@mikro-orm/migrations';
import { RECORDED } from './Migration20261127020000_document_history';

/**
 * The history of an UPDATE compares the old and new row column by column, in a trigger function written for its
 * table, instead of turning both rows into JSON and comparing every key. The generic diff cost ~160 µs a row (rows of
 * cases are ~1.7 KB with their steps and search vectors, all converted twice, then ~37 keys unnested, filtered and
 * aggregated): 18,000 cases whose risk REBUILD_RISK_LEVEL_DOCUMENTS calculated spent 3.6 s in it. Column by column,
 * only a changed value is converted: 23 µs a row. The entries are the same: one key per changed recorded column, its
 * old and new value as `to_jsonb` renders them, nothing when only unrecorded columns changed.
 *
 * `tmt_history_update_source(table)` writes the function from the table's columns as they are now, so a migration
 * that adds a column to a recorded table calls `tmt_install_history_update(table, model)` again;
 * apps/server/test/database/history-triggers.test.ts fails while an installed function and its table disagree.
 */
export class Migration20261128040000_history_diff_by_columns extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      CREATE FUNCTION tmt_history_update_source(p_table regclass) RETURNS text LANGUAGE sql STABLE AS $fn$
        SELECT format($body$
        DECLARE
          model text := TG_ARGV[0];
          actor text := coalesce(nullif(current_setting('tmt.actor', true), ''), 'system');
          via text := coalesce(nullif(current_setting('tmt.via', true), ''), 'system');
        BEGIN
          IF current_setting('tmt.history', true) = 'off' THEN
            RETURN NULL;
          END IF;
          INSERT INTO document_history (tenant_id, document_model, document_id, changed_by, via, operation, changes)
          SELECT n.tenant_id, model, n.id, actor, via, 'CHANGED', d.changes
          FROM new_rows n JOIN old_rows o ON o.id = n.id
          CROSS JOIN LATERAL (SELECT %s AS changes OFFSET 0) d
          WHERE d.changes <> '{}';
          RETURN NULL;
        END $body$, string_agg(format(
            -- A type without an equality of its own (json, xml) is compared as JSON.
            CASE WHEN t.typcategory = 'A' OR EXISTS (SELECT 1 FROM pg_opclass oc JOIN pg_am am ON am.oid = oc.opcmethod
                WHERE am.amname = 'btree' AND oc.opcdefault AND oc.opcintype = a.atttypid)
              THEN 'CASE WHEN o.%1$I IS DISTINCT FROM n.%1$I'
              ELSE 'CASE WHEN to_jsonb(o.%1$I) IS DISTINCT FROM to_jsonb(n.%1$I)' END
            || ' THEN jsonb_build_object(%1$L, jsonb_build_array(o.%1$I, n.%1$I)) ELSE ''{}'' END', a.attname),
          E'\\n            || ' ORDER BY a.attnum))
        FROM pg_attribute a JOIN pg_type t ON t.oid = a.atttypid
        WHERE a.attrelid = p_table AND a.attnum > 0 AND NOT a.attisdropped AND a.attname <> ALL (tmt_history_unrecorded())
      $fn$;

      -- Transition tables have no index and no statistics: the function pairs old and new rows by hashing.
      CREATE FUNCTION tmt_install_history_update(p_table regclass, p_model text) RETURNS void LANGUAGE plpgsql AS $$
      DECLARE
        name text := (SELECT relname FROM pg_class WHERE oid = p_table);
      BEGIN
        EXECUTE format('CREATE OR REPLACE FUNCTION %I() RETURNS trigger LANGUAGE plpgsql SET enable_nestloop = off AS %L',
          'tmt_history_update_' || name, tmt_history_update_source(p_table));
        EXECUTE format('DROP TRIGGER IF EXISTS %I ON %I', name || '_history_update', name);
        EXECUTE format('CREATE TRIGGER %I AFTER UPDATE ON %I REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
          FOR EACH STATEMENT EXECUTE FUNCTION %I(%L)', name || '_history_update', name, 'tmt_history_update_' || name,
          p_model);
      END $$;
    `);
    for (const [table, model] of Object.entries(RECORDED)) {
      this.addSql(`SELECT tmt_install_history_update('${table}', '${model}');`);
    }
  }

  override async down(): Promise<void> {
    for (const [table, model] of Object.entries(RECORDED)) {
      this.addSql(`
        DROP TRIGGER ${table}_history_update ON ${table};
        DROP FUNCTION tmt_history_update_${table}();
        CREATE TRIGGER ${table}_history_update AFTER UPDATE ON ${table}
          REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION tmt_record_history('${model}');`);
    }
    this.addSql(
      'DROP FUNCTION tmt_install_history_update(regclass, text); DROP FUNCTION tmt_history_update_source(regclass);',
    );
  }
}
