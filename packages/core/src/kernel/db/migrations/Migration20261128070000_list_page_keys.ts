import { Migration } from '@mikro-orm/migrations';

/**
 * The keys a list's page query answers (one uuid column `key`, in list order), so a page's rows are read by them in
 * one statement whose text is the same for every page of a list (a prepared statement, see paged-rows.ts):
 * `tmt_page_keys(query)` as planned for its values, `tmt_index_order_keys(query)` under settings that read them along
 * their sort's index. A function's SET clauses hold for its own statements only, so the rows are planned as usual:
 * under `enable_sort = off` every plan of theirs with a sort it cannot avoid (a tree path's ordered aggregate) costs
 * alike to the planner's 1 % fuzz, and it picked a sequential scan of the tree links per key (1 s a page, not 4 ms).
 * The query comes with its values in it; it is built by the server, never taken from a caller.
 */
export class Migration20261128070000_list_page_keys extends Migration {
  override async up(): Promise<void> {
    this.addSql(`CREATE FUNCTION tmt_page_keys(query text) RETURNS SETOF uuid
      LANGUAGE plpgsql STABLE AS $$ BEGIN RETURN QUERY EXECUTE query; END $$`);
    this.addSql(`CREATE FUNCTION tmt_index_order_keys(query text) RETURNS SETOF uuid
      LANGUAGE plpgsql STABLE SET enable_sort = off SET enable_bitmapscan = off
      AS $$ BEGIN RETURN QUERY EXECUTE query; END $$`);
  }

  override async down(): Promise<void> {
    this.addSql('DROP FUNCTION tmt_index_order_keys(text)');
    this.addSql('DROP FUNCTION tmt_page_keys(text)');
  }
}
