import { Migration } from '@mikro-orm/migrations';
import { appendedRunTally, dropStatementTriggers, statementTriggers } from './statement-triggers';

/**
 * A run's figures (its executions per result, with a tester, its testers) were counted from its executions for every
 * run answered: LIST_TEST_RUNS of a project of eleven runs holding 1,010,000 executions took 1.1-1.4 s, its page's
 * figures 460-730 ms and the Tester filter's items (the testers of every run of the scope) 630-680 ms.
 * `test_run_tally` keeps the counts per run, result and tester, so they cost what the runs hold in results and
 * testers, not in executions.
 *
 * Statement-level triggers on `test_execution` append each statement's differences as rows of their own, never
 * updating a row: two saves in one run (a tester's single result while a task saves 10,000) then never wait for each
 * other, as they would for one counter row each locked to its transaction's end, nor deadlock across a task's
 * batches. A run's counts are the sums of its rows. Once a run holds more than 64 rows and more than twice as many as
 * it has results and testers (so a run of many testers is not folded on every save), the statement that adds to it
 * folds the committed rows it can lock (SKIP LOCKED: another folding transaction's are left to it) into one row per
 * result and tester. An update that changed neither result nor tester adds nothing. A deleted run's rows go with it;
 * the executions it takes along add none.
 */
export class Migration20261128080000_run_tally extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      CREATE TABLE test_run_tally (
        tenant_id text NOT NULL,
        run_id uuid NOT NULL REFERENCES test_run (id) ON DELETE CASCADE,
        result integer NOT NULL,
        tester text,
        n integer NOT NULL
      );
      CREATE INDEX test_run_tally_run ON test_run_tally (tenant_id, run_id);
      CREATE INDEX test_run_tally_run_id ON test_run_tally (run_id);
      INSERT INTO test_run_tally (tenant_id, run_id, result, tester, n)
      SELECT tenant_id, run_id, result, tester, count(*) FROM test_execution GROUP BY 1, 2, 3, 4;
    `);
    this.addSql(appendedRunTally('tmt_run_tally', 'test_run_tally', ['result', 'tester']));
    for (const sql of statementTriggers('test_execution', 'test_execution_tally', 'tmt_run_tally()')) this.addSql(sql);
  }

  override async down(): Promise<void> {
    this.addSql(dropStatementTriggers('test_execution', 'test_execution_tally'));
    this.addSql(`
      DROP FUNCTION tmt_run_tally();
      DROP TABLE test_run_tally;
    `);
  }
}
