import { Migration } from '@mikro-orm/migrations';

/** Which document holds which attachment, in the order its `Root.Attachments` lists them. */
export class Migration20261124020000_document_attachments extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      CREATE TABLE document_attachment (
        tenant_id text NOT NULL,
        document_id uuid NOT NULL,
        attachment_id uuid NOT NULL REFERENCES attachment (id) ON DELETE CASCADE,
        position integer NOT NULL,
        PRIMARY KEY (document_id, attachment_id)
      );
      CREATE INDEX document_attachment_attachment ON document_attachment (tenant_id, attachment_id);
    `);
  }

  override async down(): Promise<void> {
    this.addSql('DROP TABLE document_attachment;');
  }
}
