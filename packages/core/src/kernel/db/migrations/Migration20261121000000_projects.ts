import { Migration } from '@mikro-orm/migrations';

/** Tenants, users, projects with sub projects, versions, settings and business id counters. */
export class Migration20261121000000_projects extends Migration {
  override async up(): Promise<void> {
    // Foreign keys between document rows are checked at commit: one unit of work inserts them in any order.
    this.addSql(`
      CREATE TABLE tenant (
        id text PRIMARY KEY,
        name text NOT NULL,
        created_on timestamptz NOT NULL DEFAULT now()
      );

      CREATE TABLE app_user (
        id uuid PRIMARY KEY,
        tenant_id text NOT NULL REFERENCES tenant (id),
        username text NOT NULL,
        email text NOT NULL DEFAULT '',
        first_name text NOT NULL DEFAULT '',
        last_name text NOT NULL DEFAULT '',
        enabled boolean NOT NULL DEFAULT true,
        expiration_date timestamptz,
        organization_unit_role jsonb NOT NULL DEFAULT '[]',
        created_on timestamptz NOT NULL DEFAULT now()
      );
      CREATE UNIQUE INDEX app_user_tenant_username ON app_user (tenant_id, username);

      CREATE TABLE project (
        id uuid PRIMARY KEY,
        tenant_id text NOT NULL REFERENCES tenant (id),
        business_id text NOT NULL,
        parent_id uuid REFERENCES project (id) DEFERRABLE INITIALLY DEFERRED,
        title text NOT NULL,
        description text NOT NULL DEFAULT '',
        created_by text NOT NULL,
        created_on timestamptz NOT NULL,
        edited_by text NOT NULL,
        edited_on timestamptz NOT NULL,
        model_version integer NOT NULL DEFAULT 1
      );
      CREATE UNIQUE INDEX project_tenant_business_id ON project (tenant_id, business_id);
      CREATE INDEX project_tenant_parent ON project (tenant_id, parent_id);

      CREATE TABLE project_subproject_link (
        id uuid PRIMARY KEY,
        tenant_id text NOT NULL,
        parent_id uuid NOT NULL REFERENCES project (id) DEFERRABLE INITIALLY DEFERRED,
        child_id uuid NOT NULL REFERENCES project (id) DEFERRABLE INITIALLY DEFERRED,
        predecessor_id uuid REFERENCES project_subproject_link (id) DEFERRABLE INITIALLY DEFERRED,
        position integer NOT NULL,
        created_on timestamptz NOT NULL
      );
      CREATE UNIQUE INDEX project_subproject_link_child ON project_subproject_link (tenant_id, child_id);
      CREATE INDEX project_subproject_link_parent ON project_subproject_link (tenant_id, parent_id, position);

      CREATE TABLE project_version (
        id uuid PRIMARY KEY,
        tenant_id text NOT NULL,
        project_id uuid NOT NULL REFERENCES project (id) DEFERRABLE INITIALLY DEFERRED,
        version_number integer NOT NULL,
        title text NOT NULL,
        description text NOT NULL DEFAULT '',
        key_points text NOT NULL DEFAULT '',
        status text NOT NULL DEFAULT 'open',
        is_latest_version boolean NOT NULL,
        wrapper_node boolean NOT NULL DEFAULT false,
        use_subject_specific_order_for_test_suite boolean NOT NULL DEFAULT false,
        ancestors jsonb NOT NULL DEFAULT '[]',
        derived_version_number integer,
        derived_version_title text,
        derived_version_created_on timestamptz,
        close_request_on timestamptz,
        close_start_on timestamptz,
        close_finished_on timestamptz,
        is_awaiting_closure boolean NOT NULL DEFAULT false,
        created_by text NOT NULL,
        created_on timestamptz NOT NULL,
        edited_by text NOT NULL,
        edited_on timestamptz NOT NULL,
        model_version integer NOT NULL DEFAULT 1
      );
      CREATE UNIQUE INDEX project_version_number ON project_version (tenant_id, project_id, version_number);
      -- One latest version per project, enforced by the database rather than by care.
      CREATE UNIQUE INDEX project_version_latest ON project_version (tenant_id, project_id) WHERE is_latest_version;

      CREATE TABLE project_setting (
        id uuid PRIMARY KEY,
        tenant_id text NOT NULL,
        project_id uuid NOT NULL REFERENCES project (id) DEFERRABLE INITIALLY DEFERRED,
        settings jsonb NOT NULL,
        created_by text NOT NULL,
        created_on timestamptz NOT NULL,
        edited_by text NOT NULL,
        edited_on timestamptz NOT NULL,
        model_version integer NOT NULL DEFAULT 1
      );
      CREATE UNIQUE INDEX project_setting_project ON project_setting (tenant_id, project_id);

      CREATE TABLE id_counter (
        tenant_id text NOT NULL,
        scope text NOT NULL,
        value bigint NOT NULL,
        PRIMARY KEY (tenant_id, scope)
      );
    `);
  }

  override async down(): Promise<void> {
    this.addSql(
      'DROP TABLE id_counter, project_setting, project_version, project_subproject_link, project, app_user, tenant;',
    );
  }
}
