import { Migration } from '@mikro-orm/migrations';

/**
 * Pins: a user's quick-access marks on suites, cases and runs. One row per user and document; the project is the
 * document's own (parent or sub project), so a deleted project takes its pins along, and DELETE_PINNED_DOCUMENTS
 * clears the pins of deleted documents project by project.
 */
export class Migration20261125050000_pins extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      CREATE TABLE pin (
        id uuid PRIMARY KEY,
        tenant_id text NOT NULL,
        user_id uuid NOT NULL REFERENCES app_user (id) ON DELETE CASCADE,
        model text NOT NULL CHECK (model IN ('TestSuite-dm', 'TestCase-dm', 'TestRun-dm')),
        document_id uuid NOT NULL,
        project_id uuid NOT NULL REFERENCES project (id) ON DELETE CASCADE,
        created_on timestamptz NOT NULL DEFAULT now()
      );
      CREATE UNIQUE INDEX pin_user_document ON pin (tenant_id, user_id, document_id);
      CREATE INDEX pin_user_project ON pin (tenant_id, user_id, project_id, created_on, id);
      CREATE INDEX pin_project ON pin (tenant_id, project_id);
    `);
  }

  override async down(): Promise<void> {
    this.addSql('DROP TABLE pin;');
  }
}
