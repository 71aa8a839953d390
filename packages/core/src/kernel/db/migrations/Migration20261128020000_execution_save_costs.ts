import { Migration } from '@mikro-orm/migrations';
import { runExecutionsChangedFunction } from './Migration20261126010000_run_execution_events';

/**
 * What saving a result costs per execution, for SAVE_TEST_EXECUTIONS_ASYNC above all (10,000 results in 10 statements
 * of 1,000, timed inside one transaction, rounds of each variant interleaved):
 *
 * - The announcement of changed executions (Migration20261126010000_run_execution_events) counts a statement's rows
 *   per run first, and only for a run with at most 20 of them joins the old rows and builds the list of changes. It
 *   used to join, number and sort every row of the statement before counting, so a bulk save paid for a list it then
 *   dropped for `resync` (456 ms with the old function, 403 ms with this one, 349 ms with no trigger at all; the rest
 *   is PostgreSQL keeping the transition tables). The payloads are the same: the changes of a run of at most 20 rows
 *   of which none moved to another suite or was frozen, else `resync`; one notification per run the statement touched.
 * - `test_execution_business_id` is dropped: no query looks an execution up by its RC_n (documents are found by
 *   TechnicalId, a run's executions by run and case or suite), and the numbers are unique by construction, reserved from
 *   the project's counter. A save changes `tested_on` and `tester`, which other indexes hold, so no update of an execution
 *   is HOT and every index gets an entry per saved row; a unique one also checks the row's previous version first
 *   (519 ms with the index, 402 ms without).
 */
export class Migration20261128020000_execution_save_costs extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      DROP INDEX test_execution_business_id;
      CREATE OR REPLACE FUNCTION tmt_run_executions_changed() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE
        run record;
        changes json;
      BEGIN
        FOR run IN SELECT n.tenant_id, n.run_id, count(*) AS changed FROM new_rows n GROUP BY n.tenant_id, n.run_id LOOP
          changes := NULL;
          IF run.changed <= 20 THEN
            SELECT CASE WHEN NOT bool_or(n.suite_id <> o.suite_id OR n.case_snapshot IS DISTINCT FROM o.case_snapshot) THEN
                json_agg(json_build_object('id', n.id, 'result', n.result, 'tester', n.tester, 'testedBy', n.tested_by,
                  'testedOn', floor(extract(epoch FROM n.tested_on) * 1000)::bigint, 'modelVersion', n.model_version))
              END INTO changes
            FROM new_rows n JOIN old_rows o ON o.id = n.id
            WHERE n.tenant_id = run.tenant_id AND n.run_id = run.run_id;
          END IF;
          PERFORM pg_notify('tmt_run_executions', CASE
            WHEN changes IS NOT NULL AND octet_length(changes::text) <= 7000 THEN
              json_build_object('tenantId', run.tenant_id, 'runId', run.run_id, 'changes', changes)::text
            ELSE json_build_object('tenantId', run.tenant_id, 'runId', run.run_id, 'resync', true)::text
          END);
        END LOOP;
        RETURN NULL;
      END $$;
    `);
  }

  override async down(): Promise<void> {
    this.addSql(`
      CREATE UNIQUE INDEX test_execution_business_id ON test_execution (tenant_id, project_id, business_id);
      ${runExecutionsChangedFunction.replace('CREATE FUNCTION', 'CREATE OR REPLACE FUNCTION')}
    `);
  }
}
