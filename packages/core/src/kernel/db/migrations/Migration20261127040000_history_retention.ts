import { Migration } from '@mikro-orm/migrations';

/**
 * A tenant's settings live on its row: `history_retention_days`, how long document history is kept (null: for good).
 * The index lets the periodic pruning find a tenant's old entries without reading the rest.
 */
export class Migration20261127040000_history_retention extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      ALTER TABLE tenant ADD COLUMN history_retention_days integer
        CHECK (history_retention_days IS NULL OR history_retention_days >= 1);
      CREATE INDEX document_history_age ON document_history (tenant_id, changed_on);
    `);
  }

  override async down(): Promise<void> {
    this.addSql('DROP INDEX document_history_age; ALTER TABLE tenant DROP COLUMN history_retention_days;');
  }
}
