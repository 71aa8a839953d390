import { Migration } from '@mikro-orm/migrations';

/**
 * An execution's tester is the one who saved its latest result, unless someone named the tester explicitly (a
 * `Tester` in a save, SET_TEST_EXECUTION_PROPERTY of `Tester`, an import entry naming one): then that tester stays
 * through later saves. The flag tells the two apart; testers recorded before it count as not assigned, so the next
 * save credits its saver.
 */
export class Migration20261126020000_assigned_tester extends Migration {
  override async up(): Promise<void> {
    this.addSql('ALTER TABLE test_execution ADD COLUMN tester_assigned boolean NOT NULL DEFAULT false;');
  }

  override async down(): Promise<void> {
    this.addSql('ALTER TABLE test_execution DROP COLUMN tester_assigned;');
  }
}
