import { Migration } from '@mikro-orm/migrations';
import { appendedRunTally, dropStatementTriggers, statementTriggers } from './statement-triggers';

/**
 * GET_TEST_RUN_STATISTICS counted a run's executions per suite and result on every call: 63-116 ms for a run of
 * 10,000, and an open dashboard counts again a second after anyone saves a result in the run, so twenty dashboards
 * on a busy run kept two cores counting. `test_run_suite_tally` keeps those counts per run, suite and result the
 * way `test_run_tally` keeps them per result and tester (rows appended by statement-level triggers, folded past 64),
 * so a dashboard costs what the run holds in suites, not in executions. A case that moves to another suite moves its
 * execution's count with it (an update of its suite).
 */
export class Migration20261128090000_run_suite_tally extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      CREATE TABLE test_run_suite_tally (
        tenant_id text NOT NULL,
        run_id uuid NOT NULL REFERENCES test_run (id) ON DELETE CASCADE,
        suite_id uuid NOT NULL,
        result integer NOT NULL,
        n integer NOT NULL
      );
      CREATE INDEX test_run_suite_tally_run ON test_run_suite_tally (run_id);
      INSERT INTO test_run_suite_tally (tenant_id, run_id, suite_id, result, n)
      SELECT tenant_id, run_id, suite_id, result, count(*) FROM test_execution GROUP BY 1, 2, 3, 4;
    `);
    this.addSql(appendedRunTally('tmt_run_suite_tally', 'test_run_suite_tally', ['suite_id', 'result']));
    for (const sql of statementTriggers('test_execution', 'test_execution_suite_tally', 'tmt_run_suite_tally()')) {
      this.addSql(sql);
    }
  }

  override async down(): Promise<void> {
    this.addSql(dropStatementTriggers('test_execution', 'test_execution_suite_tally'));
    this.addSql(`
      DROP FUNCTION tmt_run_suite_tally();
      DROP TABLE test_run_suite_tally;
    `);
  }
}
