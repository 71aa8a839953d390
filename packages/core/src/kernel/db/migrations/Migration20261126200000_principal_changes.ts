import { Migration } from '@mikro-orm/migrations';

/**
 * Every change that can take access away from a user — disabled, deleted, expired, roles changed — is announced on
 * the channel `tmt_principal_changed` (payload `{"tenant", "username"}`), whoever writes it: each server drops the
 * user's cached callers and ends their event streams when the change commits, instead of waiting for a cache to age.
 */
export class Migration20261126200000_principal_changes extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      CREATE FUNCTION tmt_principal_changed_notify() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        PERFORM pg_notify('tmt_principal_changed',
          json_build_object('tenant', NEW.tenant_id, 'username', NEW.username)::text);
        RETURN NULL;
      END $$;
      CREATE TRIGGER app_user_principal_changed AFTER UPDATE ON app_user
        FOR EACH ROW WHEN (OLD.enabled IS DISTINCT FROM NEW.enabled
          OR OLD.deleted_on IS DISTINCT FROM NEW.deleted_on
          OR OLD.expiration_date IS DISTINCT FROM NEW.expiration_date
          OR OLD.organization_unit_role IS DISTINCT FROM NEW.organization_unit_role)
        EXECUTE FUNCTION tmt_principal_changed_notify();
    `);
  }

  override async down(): Promise<void> {
    this.addSql('DROP TRIGGER app_user_principal_changed ON app_user; DROP FUNCTION tmt_principal_changed_notify();');
  }
}
