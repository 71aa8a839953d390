import { Migration } from '@mikro-orm/migrations';
import { dropStatementTriggers, statementTriggers, tallyDelta } from './statement-triggers';

/**
 * A suite's DisplayFields (its cases, automation coverage, assignees) were counted from its cases for every suite
 * answered: a page of one suite holding 100,000 cases cost 200 ms. `suite_case_tally` keeps the counts per suite,
 * automation state and assignee, so a page costs what it holds. Statement-level triggers on `test_case` keep it: each
 * statement adds its rows' differences in one upsert (rows in key order, so concurrent writers lock them alike), and
 * an update that changed none of the three columns writes nothing. Counts that fall to 0 are removed.
 */
export class Migration20261127070000_suite_case_tally extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      CREATE TABLE suite_case_tally (
        tenant_id text NOT NULL,
        suite_id uuid NOT NULL,
        automation text,
        assignee text,
        n integer NOT NULL
      );
      CREATE UNIQUE INDEX suite_case_tally_key ON suite_case_tally (suite_id, automation, assignee) NULLS NOT DISTINCT;
      INSERT INTO suite_case_tally (tenant_id, suite_id, automation, assignee, n)
      SELECT tenant_id, suite_id, automation, assignee, count(*) FROM test_case GROUP BY 1, 2, 3, 4;

      -- A statement sees only its event's transition tables, so each event gathers its differences apart.
      CREATE FUNCTION tmt_suite_case_tally() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE
        delta suite_case_tally[];
        emptied uuid[];
      BEGIN
        ${tallyDelta('suite_case_tally', ['tenant_id', 'suite_id', 'automation', 'assignee'])}
        IF delta IS NULL THEN
          RETURN NULL;
        END IF;
        WITH tallied AS (
          INSERT INTO suite_case_tally AS t (tenant_id, suite_id, automation, assignee, n)
          SELECT * FROM unnest(delta) ORDER BY suite_id, automation, assignee
          ON CONFLICT (suite_id, automation, assignee) DO UPDATE SET n = t.n + excluded.n
          RETURNING t.suite_id, t.n
        )
        SELECT array_agg(DISTINCT suite_id) FILTER (WHERE n = 0) INTO emptied FROM tallied;
        IF emptied IS NOT NULL THEN
          DELETE FROM suite_case_tally WHERE suite_id = ANY(emptied) AND n = 0;
        END IF;
        RETURN NULL;
      END $$;
    `);
    for (const sql of statementTriggers('test_case', 'test_case_tally', 'tmt_suite_case_tally()')) this.addSql(sql);
  }

  override async down(): Promise<void> {
    this.addSql(dropStatementTriggers('test_case', 'test_case_tally'));
    this.addSql(`
      DROP FUNCTION tmt_suite_case_tally();
      DROP TABLE suite_case_tally;
    `);
  }
}
