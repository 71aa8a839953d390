import { Migration } from '@mikro-orm/migrations';
import { refreshRiskLevelsFunction } from './Migration20261125080000_risk_levels';
import { refreshRiskLevelsWithoutMergeJoins } from './Migration20261128030000_risk_refresh_without_merge_joins';

/**
 * `tmt_refresh_risk_levels` by keys (fewer cases than the set-based bound: a save of results, an import, an edit)
 * reads each history case's executions by the case's key, in a LATERAL of its own, whatever the statistics say.
 * Joined as before, the planner picked where to start from its estimates: for a tenant the statistics did not know
 * yet (a new tenant's first run of 100,000 executions in a table of other tenants' 1,000,000) it expected one
 * execution, started from the tenant's executions and joined the case to each, so every case read all of them: a
 * save of 10,000 results ran its refresh into the statement timeout (30 s), where it takes ~1 s. Each case's own
 * latest results first, then the latest of those across its versions: the same rows.
 */
const JOINED = `            JOIN test_execution e ON e.tenant_id = p_tenant AND e.case_id = hc.id
            WHERE hv.tenant_id = p_tenant AND hv.project_id = t.project_id AND hv.version_number <= t.version_number
              AND e.result IN (2, 5, 6) AND e.tested_on IS NOT NULL
`;
const BY_CASE = `            CROSS JOIN LATERAL (
              SELECT x.result, x.defects, x.tested_on, x.id FROM test_execution x
              WHERE x.tenant_id = p_tenant AND x.case_id = hc.id AND x.result IN (2, 5, 6) AND x.tested_on IS NOT NULL
              ORDER BY x.tested_on DESC, x.id DESC
              LIMIT cfg.depth
            ) e
            WHERE hv.tenant_id = p_tenant AND hv.project_id = t.project_id AND hv.version_number <= t.version_number
`;

/** The function whose by-keys statement looks each history case's executions up by its key. */
export function refreshRiskLevelsByCaseLookups(original: string): string {
  const before = refreshRiskLevelsWithoutMergeJoins(original);
  if (before.split(JOINED).length !== 2) throw new Error('tmt_refresh_risk_levels: its by-keys join was not found');
  return before.replace(JOINED, BY_CASE);
}

export class Migration20261128060000_risk_history_by_case_lookups extends Migration {
  override async up(): Promise<void> {
    this.addSql(refreshRiskLevelsByCaseLookups(refreshRiskLevelsFunction));
  }

  override async down(): Promise<void> {
    this.addSql(refreshRiskLevelsWithoutMergeJoins(refreshRiskLevelsFunction));
  }
}
