import { Migration } from '@mikro-orm/migrations';

/**
 * Cases are written with a fifth of each page left free, so an update that changes no indexed column — the
 * likelihood and impact the risk refresh calculates into a case's `risk` — puts the new row version on the same page
 * as a HOT update, without an entry in each of the table's 22 indexes. REBUILD_RISK_LEVEL_DOCUMENTS of 100,000 new
 * documents updates 18,000 cases that way: 6.4 s at the default (fill to the brim, no update HOT, 75 index pages
 * touched per row) against 1.7 s here (17,778 of 20,000 HOT). A case row is ~1.7 KB with its steps and search
 * vectors, so less room (10 %) keeps no new version on its page. The cost, a quarter more heap pages, did not show
 * in a version copy of 10,000 cases (2.8–3.2 s, against 2.3–3.8 s, interleaved). Pages written before keep their
 * fill until rewritten (VACUUM FULL or a copy).
 */
export class Migration20261128050000_case_room_for_updates extends Migration {
  override async up(): Promise<void> {
    this.addSql('ALTER TABLE test_case SET (fillfactor = 80);');
  }

  override async down(): Promise<void> {
    this.addSql('ALTER TABLE test_case RESET (fillfactor);');
  }
}
