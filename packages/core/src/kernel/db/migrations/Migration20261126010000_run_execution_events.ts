import { Migration } from '@mikro-orm/migrations';

/** The announcing function as this migration wrote it (a later migration's `down` restores it). */
export const runExecutionsChangedFunction = `CREATE FUNCTION tmt_run_executions_changed() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE
        run record;
      BEGIN
        FOR run IN
          SELECT c.tenant_id, c.run_id,
            CASE WHEN count(*) <= 20 AND NOT bool_or(c.moved) THEN
              json_agg(json_build_object('id', c.id, 'result', c.result, 'tester', c.tester, 'testedBy', c.tested_by,
                'testedOn', floor(extract(epoch FROM c.tested_on) * 1000)::bigint, 'modelVersion', c.model_version))
                FILTER (WHERE c.nth <= 20)
            END AS changes
          FROM (
            SELECT n.*, row_number() OVER (PARTITION BY n.tenant_id, n.run_id) AS nth,
              n.suite_id <> o.suite_id OR n.case_snapshot IS DISTINCT FROM o.case_snapshot AS moved
            FROM new_rows n JOIN old_rows o ON o.id = n.id
          ) c
          GROUP BY c.tenant_id, c.run_id
        LOOP
          PERFORM pg_notify('tmt_run_executions', CASE
            WHEN run.changes IS NOT NULL AND octet_length(run.changes::text) <= 7000 THEN
              json_build_object('tenantId', run.tenant_id, 'runId', run.run_id, 'changes', run.changes)::text
            ELSE json_build_object('tenantId', run.tenant_id, 'runId', run.run_id, 'resync', true)::text
          END);
        END LOOP;
        RETURN NULL;
      END $$;`;

/**
 * Every statement that changes executions announces it on the channel `tmt_run_executions`, once per run it
 * touched, whoever writes: a screen showing a run follows what other testers save without polling. Sent on commit.
 *
 * Payload (JSON, well under PostgreSQL's 8,000-byte limit): `{"tenantId", "runId", "changes": [{"id", "result",
 * "tester", "testedBy", "testedOn" (epoch ms), "modelVersion"}]}` for up to 20 changed executions of a run; else
 * `{"tenantId", "runId", "resync": true}`: too many to list (a bulk save is one notification, not one per row),
 * executions added or removed, moved to another suite, or frozen by the run's close. Statement-level triggers with
 * transition tables, as a trigger with transition tables can serve one event only.
 */
export class Migration20261126010000_run_execution_events extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      ${runExecutionsChangedFunction}
      CREATE TRIGGER test_execution_changed AFTER UPDATE ON test_execution
        REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
        FOR EACH STATEMENT EXECUTE FUNCTION tmt_run_executions_changed();

      CREATE FUNCTION tmt_run_executions_resync() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        PERFORM pg_notify('tmt_run_executions',
          json_build_object('tenantId', tenant_id, 'runId', run_id, 'resync', true)::text)
        FROM changed_rows GROUP BY tenant_id, run_id;
        RETURN NULL;
      END $$;
      CREATE TRIGGER test_execution_added AFTER INSERT ON test_execution
        REFERENCING NEW TABLE AS changed_rows
        FOR EACH STATEMENT EXECUTE FUNCTION tmt_run_executions_resync();
      CREATE TRIGGER test_execution_removed AFTER DELETE ON test_execution
        REFERENCING OLD TABLE AS changed_rows
        FOR EACH STATEMENT EXECUTE FUNCTION tmt_run_executions_resync();
    `);
  }

  override async down(): Promise<void> {
    this.addSql(`
      DROP TRIGGER test_execution_changed ON test_execution;
      DROP TRIGGER test_execution_added ON test_execution;
      DROP TRIGGER test_execution_removed ON test_execution;
      DROP FUNCTION tmt_run_executions_changed(), tmt_run_executions_resync();
    `);
  }
}
