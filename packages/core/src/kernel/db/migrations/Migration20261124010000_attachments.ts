import { Migration } from '@mikro-orm/migrations';

/**
 * Uploaded files. The bytes live in the blob store under their SHA-256 (`content_hash`), once however many
 * attachments hold them; a row is one upload into a project, for documents of one model.
 */
export class Migration20261124010000_attachments extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      CREATE TABLE attachment (
        id uuid PRIMARY KEY,
        tenant_id text NOT NULL,
        project_id uuid NOT NULL REFERENCES project (id) ON DELETE CASCADE DEFERRABLE INITIALLY DEFERRED,
        document_model text NOT NULL,
        path_to_field text NOT NULL,
        file_name text NOT NULL,
        original_file_name text NOT NULL,
        content_hash text NOT NULL,
        size bigint NOT NULL,
        mime_type text NOT NULL,
        referenced boolean NOT NULL DEFAULT false,
        copy_number integer NOT NULL DEFAULT 0,
        created_by text NOT NULL,
        created_on timestamptz NOT NULL,
        edited_by text NOT NULL,
        edited_on timestamptz NOT NULL,
        model_version integer NOT NULL DEFAULT 1
      );
      CREATE INDEX attachment_tenant ON attachment (tenant_id, id);
      CREATE INDEX attachment_content ON attachment (content_hash);
    `);
  }

  override async down(): Promise<void> {
    this.addSql('DROP TABLE attachment;');
  }
}
