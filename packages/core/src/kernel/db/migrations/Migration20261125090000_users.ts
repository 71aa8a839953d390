import { Migration } from '@mikro-orm/migrations';

/**
 * Users become documents (User-dm): the audit columns every document has, and a mark for a deleted user, whose row
 * stays so the names in the record keep their display name, and whose username stays taken. Usernames are unique
 * per tenant regardless of case. The units and names of a user's roles are kept as arrays beside the jsonb (for the
 * list's filters and for who sees whom), and a search vector over username, names and email (parts split at
 * `. _ - @ +`). Each sort of the user list has an index led by the tenant and ended by the id, over the users not
 * deleted. Open assignments are found by name when a user is deleted: cases, suites in runs and executions get an
 * index on their assignee or tester.
 */
const userSorts = {
  id: 'id',
  username: 'lower(username), id',
  email: 'lower(email), id',
  first_name: 'lower(first_name), id',
  last_name: 'lower(last_name), id',
  enabled: 'enabled, id',
  expiration_date: 'expiration_date, id',
  created_by: 'lower(created_by), id',
  created_on: 'created_on, id',
  edited_by: 'lower(edited_by), id',
  edited_on: 'edited_on, id',
};

const searchText = `username || ' ' || translate(username, '._-@+', '     ') || ' ' || first_name || ' ' || last_name
  || ' ' || email || ' ' || translate(email, '._-@+', '     ')`;

export class Migration20261125090000_users extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      ALTER TABLE app_user
        ADD COLUMN created_by text NOT NULL DEFAULT 'SYSTEM',
        ADD COLUMN edited_by text NOT NULL DEFAULT 'SYSTEM',
        ADD COLUMN edited_on timestamptz NOT NULL DEFAULT now(),
        ADD COLUMN model_version integer NOT NULL DEFAULT 1,
        ADD COLUMN deleted_on timestamptz,
        ADD COLUMN deleted_by text;
      UPDATE app_user SET edited_on = created_on;

      CREATE FUNCTION tmt_role_units(roles jsonb) RETURNS text[] LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
        SELECT coalesce(array_agg(DISTINCT r->'organizationUnit'->>'id'), '{}') FROM jsonb_array_elements(roles) r
      $$;
      CREATE FUNCTION tmt_role_names(roles jsonb) RETURNS text[] LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
        SELECT coalesce(array_agg(DISTINCT r->>'role'), '{}') FROM jsonb_array_elements(roles) r
      $$;
      ALTER TABLE app_user
        ADD COLUMN role_units text[] GENERATED ALWAYS AS (tmt_role_units(organization_unit_role)) STORED,
        ADD COLUMN role_names text[] GENERATED ALWAYS AS (tmt_role_names(organization_unit_role)) STORED,
        ADD COLUMN search_en tsvector GENERATED ALWAYS AS (to_tsvector('english', ${searchText})) STORED,
        ADD COLUMN search_de tsvector GENERATED ALWAYS AS (to_tsvector('german', ${searchText})) STORED;

      CREATE UNIQUE INDEX app_user_tenant_username_ci ON app_user (tenant_id, lower(username));
      CREATE INDEX app_user_search_en ON app_user USING gin (search_en);
      CREATE INDEX app_user_search_de ON app_user USING gin (search_de);

      CREATE INDEX test_case_assignee ON test_case (tenant_id, assignee) WHERE assignee IS NOT NULL;
      CREATE INDEX test_run_suite_assignee ON test_run_suite (tenant_id, assignee) WHERE assignee IS NOT NULL;
      CREATE INDEX test_execution_tester ON test_execution (tenant_id, tester) WHERE tester IS NOT NULL;
    `);
    for (const [name, sort] of Object.entries(userSorts)) {
      this.addSql(`CREATE INDEX app_user_sort_${name} ON app_user (tenant_id, ${sort}) WHERE deleted_on IS NULL;`);
    }
  }

  override async down(): Promise<void> {
    for (const name of Object.keys(userSorts)) this.addSql(`DROP INDEX app_user_sort_${name};`);
    this.addSql(`
      DROP INDEX test_case_assignee, test_run_suite_assignee, test_execution_tester, app_user_tenant_username_ci;
      ALTER TABLE app_user DROP COLUMN created_by, DROP COLUMN edited_by, DROP COLUMN edited_on,
        DROP COLUMN model_version, DROP COLUMN deleted_on, DROP COLUMN deleted_by, DROP COLUMN role_units,
        DROP COLUMN role_names, DROP COLUMN search_en, DROP COLUMN search_de;
      DROP FUNCTION tmt_role_units, tmt_role_names;
    `);
  }
}
