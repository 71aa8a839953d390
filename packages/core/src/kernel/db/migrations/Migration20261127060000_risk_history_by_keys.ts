import { Migration } from '@mikro-orm/migrations';
import { refreshRiskLevelsFunction } from './Migration20261125080000_risk_levels';

/** The test-history part of `tmt_refresh_risk_levels` as Migration20261125080000_risk_levels wrote it. */
const JOINED_HISTORY = /\), ranked AS \([\s\S]*?WHERE k\.n <= cfg\.depth\n/;

/**
 * The latest counted results of each case are found from the case by its keys, one case at a time (LATERAL with
 * LIMIT): the version, the case of the same id C_n in it, its executions newest first. Joined as a whole, the plan
 * followed the row estimates, and right after a task had added a run's executions (a JUnit import adding 10,000
 * cases to a run refreshes their documents in the same transaction) the statistics knew none of them: the planner
 * started from "one" execution and merge-joined 10,000 cases with 9,712 executions, 97 million rows, 12 s. By keys
 * it costs what the cases' history holds, however the tables grew (10,000 cases: ~0.1 s either way).
 */
const byKeys = `), recent AS MATERIALIZED (
          -- The counted results of each case in its version and the ones before, the latest ones first.
          SELECT t.id AS case_id, h.result, h.defects, h.tested_on
          FROM target t JOIN cfg ON cfg.project_id = t.project_id
          CROSS JOIN LATERAL (
            SELECT e.result, e.defects, e.tested_on
            FROM project_version hv
            JOIN test_case hc ON hc.tenant_id = p_tenant AND hc.version_id = hv.id AND hc.business_id = t.business_id
            JOIN test_execution e ON e.tenant_id = p_tenant AND e.case_id = hc.id
            WHERE hv.tenant_id = p_tenant AND hv.project_id = t.project_id AND hv.version_number <= t.version_number
              AND e.result IN (2, 5, 6) AND e.tested_on IS NOT NULL
            ORDER BY e.tested_on DESC, e.id DESC
            LIMIT cfg.depth
          ) h
`;

const replaced = (sql: string) => {
  if (!JOINED_HISTORY.test(sql)) throw new Error('tmt_refresh_risk_levels: its test-history part was not found');
  return sql.replace('CREATE FUNCTION', 'CREATE OR REPLACE FUNCTION').replace(JOINED_HISTORY, byKeys);
};

export class Migration20261127060000_risk_history_by_keys extends Migration {
  override async up(): Promise<void> {
    this.addSql(replaced(refreshRiskLevelsFunction));
  }

  override async down(): Promise<void> {
    this.addSql(refreshRiskLevelsFunction.replace('CREATE FUNCTION', 'CREATE OR REPLACE FUNCTION'));
  }
}
