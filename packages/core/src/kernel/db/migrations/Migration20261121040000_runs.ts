import { Migration } from '@mikro-orm/migrations';

/**
 * Test runs, the suites in them (TestRunTestSuite-rm) and the executions of their cases
 * (TestRunTestCaseAdditionalFields-dm). Suite and case ids in a run carry no foreign key on purpose: a closed run
 * is the record of what was tested, and deleting a case later must not rewrite it.
 */
export class Migration20261121040000_runs extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      CREATE TABLE test_run (
        id uuid PRIMARY KEY,
        tenant_id text NOT NULL,
        project_id uuid NOT NULL REFERENCES project (id) DEFERRABLE INITIALLY DEFERRED,
        version_id uuid NOT NULL REFERENCES project_version (id) DEFERRABLE INITIALLY DEFERRED,
        business_id text NOT NULL,
        title text NOT NULL,
        description text NOT NULL DEFAULT '',
        configuration text NOT NULL DEFAULT '',
        status text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'inactive')),
        closed_by text,
        closed_on timestamptz,
        created_by text NOT NULL,
        created_on timestamptz NOT NULL,
        edited_by text NOT NULL,
        edited_on timestamptz NOT NULL,
        model_version integer NOT NULL DEFAULT 1,
        search_en tsvector GENERATED ALWAYS AS (
          to_tsvector('english', title || ' ' || description || ' ' || configuration)) STORED,
        search_de tsvector GENERATED ALWAYS AS (
          to_tsvector('german', title || ' ' || description || ' ' || configuration)) STORED
      );
      CREATE UNIQUE INDEX test_run_business_id ON test_run (tenant_id, project_id, business_id);
      CREATE INDEX test_run_title ON test_run (tenant_id, project_id, lower(title), id);
      CREATE INDEX test_run_version ON test_run (tenant_id, version_id);
      CREATE INDEX test_run_search_en ON test_run USING gin (search_en);
      CREATE INDEX test_run_search_de ON test_run USING gin (search_de);

      CREATE TABLE test_run_suite (
        id uuid PRIMARY KEY,
        tenant_id text NOT NULL,
        run_id uuid NOT NULL REFERENCES test_run (id) ON DELETE CASCADE,
        suite_id uuid NOT NULL,
        assignee text,
        recommended_priority text,
        created_by text NOT NULL,
        created_on timestamptz NOT NULL,
        edited_by text NOT NULL,
        edited_on timestamptz NOT NULL,
        model_version integer NOT NULL DEFAULT 1
      );
      CREATE UNIQUE INDEX test_run_suite_pair ON test_run_suite (tenant_id, run_id, suite_id);
      CREATE INDEX test_run_suite_suite ON test_run_suite (tenant_id, suite_id);

      CREATE TABLE test_execution (
        id uuid PRIMARY KEY,
        tenant_id text NOT NULL,
        project_id uuid NOT NULL,
        run_id uuid NOT NULL REFERENCES test_run (id) ON DELETE CASCADE,
        suite_id uuid NOT NULL,
        case_id uuid NOT NULL,
        business_id text NOT NULL,
        result smallint NOT NULL DEFAULT 1 CHECK (result BETWEEN 1 AND 11),
        result_details text,
        defects text,
        tester text,
        step_results jsonb NOT NULL DEFAULT '{}',
        -- Set when a result is saved: the source of LatestTestCaseExecutionData on cases and suites.
        tested_by text,
        tested_on timestamptz,
        created_by text NOT NULL,
        created_on timestamptz NOT NULL,
        edited_by text NOT NULL,
        edited_on timestamptz NOT NULL,
        model_version integer NOT NULL DEFAULT 1
      );
      CREATE UNIQUE INDEX test_execution_pair ON test_execution (tenant_id, run_id, case_id);
      CREATE UNIQUE INDEX test_execution_business_id ON test_execution (tenant_id, project_id, business_id);
      CREATE INDEX test_execution_run_suite ON test_execution (tenant_id, run_id, suite_id);
      CREATE INDEX test_execution_case_tested ON test_execution (tenant_id, case_id, tested_on DESC);
      CREATE INDEX test_execution_suite_tested ON test_execution (tenant_id, suite_id, tested_on DESC);

      -- TestRuns of a project document ("closed/all"), kept per project row so reading a project counts nothing.
      ALTER TABLE project ADD COLUMN run_count integer NOT NULL DEFAULT 0,
                          ADD COLUMN closed_run_count integer NOT NULL DEFAULT 0;
      CREATE FUNCTION project_run_counts() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP IN ('UPDATE', 'DELETE') THEN
          UPDATE project SET run_count = run_count - 1,
                             closed_run_count = closed_run_count - (OLD.status = 'inactive')::int
          WHERE id = OLD.project_id;
        END IF;
        IF TG_OP IN ('UPDATE', 'INSERT') THEN
          UPDATE project SET run_count = run_count + 1,
                             closed_run_count = closed_run_count + (NEW.status = 'inactive')::int
          WHERE id = NEW.project_id;
        END IF;
        RETURN NULL;
      END $$;
      CREATE TRIGGER test_run_counts AFTER INSERT OR DELETE OR UPDATE OF status ON test_run
        FOR EACH ROW EXECUTE FUNCTION project_run_counts();
    `);
  }

  override async down(): Promise<void> {
    this.addSql(`
      DROP TABLE test_execution, test_run_suite, test_run;
      DROP FUNCTION project_run_counts;
      ALTER TABLE project DROP COLUMN run_count, DROP COLUMN closed_run_count;
    `);
  }
}
