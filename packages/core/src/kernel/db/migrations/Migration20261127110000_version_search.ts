import { Migration } from '@mikro-orm/migrations';

const searched = ['test_case', 'test_suite', 'test_run'] as const;

/**
 * SEARCH_VERSION and the lists' `fulltext` filter look for words in one tenant's version (or project). A GIN index
 * of the words alone returns every tenant's matches of a common word, each then fetched to be dropped; with
 * btree_gin the tenant and the version are keys of the same index, so a search reads this version's matches only.
 * A multi-column GIN index serves any subset of its columns: the run list's search by tenant and project uses it too.
 * btree_gin is a trusted extension (PostgreSQL ≥ 13): the database owner may create it.
 */
export class Migration20261127110000_version_search extends Migration {
  override async up(): Promise<void> {
    this.addSql('CREATE EXTENSION IF NOT EXISTS btree_gin;');
    for (const table of searched) {
      for (const lang of ['en', 'de']) {
        this.addSql(`DROP INDEX ${table}_search_${lang};
          CREATE INDEX ${table}_search_${lang} ON ${table} USING gin (tenant_id, version_id, search_${lang});`);
      }
    }
  }

  override async down(): Promise<void> {
    for (const table of searched) {
      for (const lang of ['en', 'de']) {
        this.addSql(`DROP INDEX ${table}_search_${lang};
          CREATE INDEX ${table}_search_${lang} ON ${table} USING gin (search_${lang});`);
      }
    }
  }
}
