import { Migration } from '@mikro-orm/migrations';

/**
 * Suites, folders, cases (steps as JSON in the case row), the tree links between them, and tags.
 * Order keys are fractional-index strings compared bytewise (COLLATE "C"): inserting or moving a node writes one
 * row. Full-text columns are generated per language and indexed with GIN.
 */
export class Migration20261121010000_test_content extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      -- array_to_string is only STABLE (it depends on element output functions); for text[] it is immutable in
      -- fact, and generated columns need an immutable expression.
      CREATE FUNCTION tmt_join_words(words text[]) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE
        AS $$ SELECT array_to_string(words, ' ') $$;

      CREATE TABLE test_suite (
        id uuid PRIMARY KEY,
        tenant_id text NOT NULL,
        project_id uuid NOT NULL REFERENCES project (id) DEFERRABLE INITIALLY DEFERRED,
        version_id uuid NOT NULL REFERENCES project_version (id) DEFERRABLE INITIALLY DEFERRED,
        business_id text NOT NULL,
        title text NOT NULL,
        description text NOT NULL DEFAULT '',
        order_key text COLLATE "C" NOT NULL,
        tags text[] NOT NULL DEFAULT '{}',
        recommended_priority text,
        created_by text NOT NULL,
        created_on timestamptz NOT NULL,
        edited_by text NOT NULL,
        edited_on timestamptz NOT NULL,
        model_version integer NOT NULL DEFAULT 1,
        search_en tsvector GENERATED ALWAYS AS (
          to_tsvector('english', title || ' ' || description || ' ' || tmt_join_words(tags))) STORED,
        search_de tsvector GENERATED ALWAYS AS (
          to_tsvector('german', title || ' ' || description || ' ' || tmt_join_words(tags))) STORED
      );
      CREATE UNIQUE INDEX test_suite_business_id ON test_suite (tenant_id, version_id, business_id);
      CREATE UNIQUE INDEX test_suite_order ON test_suite (tenant_id, version_id, order_key);
      CREATE INDEX test_suite_title ON test_suite (tenant_id, version_id, lower(title), id);
      CREATE INDEX test_suite_search_en ON test_suite USING gin (search_en);
      CREATE INDEX test_suite_search_de ON test_suite USING gin (search_de);

      CREATE TABLE test_folder (
        id uuid PRIMARY KEY,
        tenant_id text NOT NULL,
        project_id uuid NOT NULL REFERENCES project (id) DEFERRABLE INITIALLY DEFERRED,
        version_id uuid NOT NULL REFERENCES project_version (id) DEFERRABLE INITIALLY DEFERRED,
        suite_id uuid NOT NULL REFERENCES test_suite (id) DEFERRABLE INITIALLY DEFERRED,
        business_id text NOT NULL,
        title text NOT NULL,
        description text NOT NULL DEFAULT '',
        created_by text NOT NULL,
        created_on timestamptz NOT NULL,
        edited_by text NOT NULL,
        edited_on timestamptz NOT NULL,
        model_version integer NOT NULL DEFAULT 1
      );
      CREATE UNIQUE INDEX test_folder_business_id ON test_folder (tenant_id, version_id, business_id);
      CREATE INDEX test_folder_suite ON test_folder (tenant_id, suite_id);

      CREATE TABLE test_case (
        id uuid PRIMARY KEY,
        tenant_id text NOT NULL,
        project_id uuid NOT NULL REFERENCES project (id) DEFERRABLE INITIALLY DEFERRED,
        version_id uuid NOT NULL REFERENCES project_version (id) DEFERRABLE INITIALLY DEFERRED,
        suite_id uuid NOT NULL REFERENCES test_suite (id) DEFERRABLE INITIALLY DEFERRED,
        business_id text NOT NULL,
        title text NOT NULL,
        description text NOT NULL DEFAULT '',
        status text NOT NULL DEFAULT 'NEW',
        type text,
        automation text,
        prioritization text,
        estimated_execution_time integer,
        assignee text,
        important_addition boolean NOT NULL DEFAULT false,
        criteria jsonb NOT NULL,
        tags text[] NOT NULL DEFAULT '{}',
        preconditions text NOT NULL DEFAULT '',
        sources jsonb NOT NULL,
        risk jsonb NOT NULL,
        steps jsonb NOT NULL DEFAULT '[]',
        creating_event text NOT NULL DEFAULT 'USER_MANUALLY',
        -- Where the case was created (AdditionalInfo.Path); CurrentPath is computed from the tree.
        path text NOT NULL DEFAULT '',
        triggered_by text,
        triggered_at timestamptz,
        is_imported boolean NOT NULL DEFAULT false,
        frozen boolean NOT NULL DEFAULT false,
        created_by text NOT NULL,
        created_on timestamptz NOT NULL,
        edited_by text NOT NULL,
        edited_on timestamptz NOT NULL,
        model_version integer NOT NULL DEFAULT 1,
        -- Kept by test_case_search() below rather than generated: a version copy takes them over as they are.
        search_en tsvector,
        search_de tsvector
      );
      -- Full-text vectors of a case, from title, description, preconditions, tags and steps. Computing them is the
      -- dearest part of writing a case, so a statement that copies cases with their vectors sets
      -- tmt.copy_search = 'on' for its transaction and the copied values stand.
      CREATE FUNCTION test_case_search() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE doc text;
      BEGIN
        IF TG_OP = 'INSERT' AND current_setting('tmt.copy_search', true) = 'on' AND NEW.search_en IS NOT NULL THEN
          RETURN NEW;
        END IF;
        doc := NEW.title || ' ' || NEW.description || ' ' || NEW.preconditions || ' ' || tmt_join_words(NEW.tags) || ' ' ||
          coalesce(jsonb_path_query_array(NEW.steps, '$[*].Action')::text, '') || ' ' ||
          coalesce(jsonb_path_query_array(NEW.steps, '$[*].ExpectedResult')::text, '');
        NEW.search_en := to_tsvector('english', doc);
        NEW.search_de := to_tsvector('german', doc);
        RETURN NEW;
      END $$;
      CREATE TRIGGER test_case_search BEFORE INSERT OR UPDATE OF title, description, preconditions, tags, steps
        ON test_case FOR EACH ROW EXECUTE FUNCTION test_case_search();

      CREATE UNIQUE INDEX test_case_business_id ON test_case (tenant_id, version_id, business_id);
      CREATE INDEX test_case_suite ON test_case (tenant_id, suite_id, lower(title), id);
      CREATE INDEX test_case_version ON test_case (tenant_id, version_id, lower(title), id);
      CREATE INDEX test_case_search_en ON test_case USING gin (search_en);
      CREATE INDEX test_case_search_de ON test_case USING gin (search_de);

      -- TestSuiteTestCaseFolder-rm (parent is the suite) and TestFolderTestCaseFolder-rm (parent is a folder).
      CREATE TABLE test_tree_link (
        id uuid PRIMARY KEY,
        tenant_id text NOT NULL,
        version_id uuid NOT NULL,
        suite_id uuid NOT NULL REFERENCES test_suite (id) DEFERRABLE INITIALLY DEFERRED,
        parent_id uuid NOT NULL,
        parent_is_folder boolean NOT NULL,
        child_id uuid NOT NULL,
        child_is_folder boolean NOT NULL,
        order_key text COLLATE "C" NOT NULL
      );
      CREATE UNIQUE INDEX test_tree_link_child ON test_tree_link (tenant_id, child_id);
      CREATE UNIQUE INDEX test_tree_link_order ON test_tree_link (tenant_id, parent_id, order_key);
      CREATE INDEX test_tree_link_suite ON test_tree_link (tenant_id, suite_id);

      CREATE TABLE tag (
        id uuid PRIMARY KEY,
        tenant_id text NOT NULL,
        project_id uuid NOT NULL REFERENCES project (id) DEFERRABLE INITIALLY DEFERRED,
        value text NOT NULL,
        lower_case_value text NOT NULL,
        created_by text NOT NULL,
        created_on timestamptz NOT NULL,
        edited_by text NOT NULL,
        edited_on timestamptz NOT NULL,
        model_version integer NOT NULL DEFAULT 1
      );
      CREATE UNIQUE INDEX tag_value ON tag (tenant_id, project_id, lower_case_value);
    `);
  }

  override async down(): Promise<void> {
    this.addSql(
      'DROP TABLE tag, test_tree_link, test_case, test_folder, test_suite; DROP FUNCTION test_case_search, tmt_join_words;',
    );
  }
}
