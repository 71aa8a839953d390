import { Migration } from '@mikro-orm/migrations';

/**
 * API tokens: long-lived credentials a user makes for integrations. Only the SHA-256 of the secret is kept (the
 * secret is random, so a slow hash would add nothing); `prefix` is its first characters, shown so a user can tell
 * tokens apart. `roles`, when set, narrows the owner's roles. A revoke is announced on `tmt_principal_changed` like
 * any change that takes access away, so every server forgets the owner's cached callers at once.
 */
export class Migration20261127010000_api_tokens extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      CREATE TABLE api_token (
        id uuid PRIMARY KEY,
        tenant_id text NOT NULL,
        user_id uuid NOT NULL REFERENCES app_user (id) ON DELETE CASCADE,
        name text NOT NULL,
        prefix text NOT NULL,
        secret_hash bytea NOT NULL UNIQUE,
        roles jsonb,
        expires_on timestamptz NOT NULL,
        created_by text NOT NULL,
        created_on timestamptz NOT NULL DEFAULT now(),
        last_used_on timestamptz,
        revoked_on timestamptz,
        revoked_by text
      );
      CREATE INDEX api_token_owner ON api_token (tenant_id, user_id, created_on DESC);
      CREATE FUNCTION tmt_api_token_revoked_notify() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        PERFORM pg_notify('tmt_principal_changed', json_build_object('tenant', NEW.tenant_id,
          'username', (SELECT username FROM app_user WHERE id = NEW.user_id))::text);
        RETURN NULL;
      END $$;
      CREATE TRIGGER api_token_revoked AFTER UPDATE ON api_token
        FOR EACH ROW WHEN (OLD.revoked_on IS DISTINCT FROM NEW.revoked_on)
        EXECUTE FUNCTION tmt_api_token_revoked_notify();
    `);
  }

  override async down(): Promise<void> {
    this.addSql('DROP TABLE api_token; DROP FUNCTION tmt_api_token_revoked_notify();');
  }
}
