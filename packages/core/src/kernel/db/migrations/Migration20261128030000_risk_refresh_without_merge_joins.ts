import { Migration } from '@mikro-orm/migrations';
import { refreshRiskLevelsFunction } from './Migration20261125080000_risk_levels';
import { refreshRiskLevelsTwoWays, TARGET_JOIN, targetByIds } from './Migration20261128010000_risk_history_set_based';

/**
 * `tmt_refresh_risk_levels` plans no merge join, and finds its cases by `id = ANY(…)` rather than by joining them to
 * the unnested ids. A save of 2,000 results took 1.6 s in its refresh (0.3 s the session before, on the same data
 * shape): the statements picking the cases merge-joined them with their versions, reading the tenant's cases along
 * an index in version order with the ids as a join filter (20 million comparisons), because the planner expected
 * the merge to stop early — which hangs on where the version ids' random values fall in the statistics, so the same
 * call was fast or slow from one database to the next. The function's own setting turns merge joins off for every
 * statement in it (hash joins and lookups by key are what it needs; the set-based path already had them off), and
 * the cases are found by one index condition on their ids, whatever the estimates.
 */
const fromIds = (text: string) =>
  text
    .replace("SET jit = off SET work_mem = '64MB'", "SET jit = off SET work_mem = '64MB' SET enable_mergejoin = off")
    .replace(
      /FROM unnest\(p_cases\) AS x\(id\) JOIN test_case c ON c\.id = x\.id JOIN project_version v ON v\.id = c\.version_id\n(\s*)WHERE c\.tenant_id = p_tenant AND/,
      'FROM test_case c JOIN project_version v ON v.id = c.version_id\n$1WHERE c.id = ANY(p_cases) AND c.tenant_id = p_tenant AND',
    )
    .replace(
      'PERFORM 1 FROM unnest(v_cases) AS x(id) JOIN risk_level rl ON rl.case_id = x.id\n',
      'PERFORM 1 FROM risk_level rl WHERE rl.case_id = ANY(v_cases)\n',
    )
    .replace(TARGET_JOIN, targetByIds);

/** The function with both paths (Migration20261128010000_risk_history_set_based), its cases found by their ids. */
export function refreshRiskLevelsWithoutMergeJoins(original: string): string {
  const twoWays = refreshRiskLevelsTwoWays(original);
  const changed = fromIds(twoWays);
  const byIds = (changed.match(/c\.id = ANY\(v_cases\)/g) ?? []).length;
  if (byIds !== 2 || !changed.includes('c.id = ANY(p_cases)') || !changed.includes('rl.case_id = ANY(v_cases)')) {
    throw new Error('tmt_refresh_risk_levels: the statements finding its cases were not found');
  }
  if (!changed.includes('SET enable_mergejoin = off'))
    throw new Error('tmt_refresh_risk_levels: its settings were not found');
  return changed;
}

export class Migration20261128030000_risk_refresh_without_merge_joins extends Migration {
  override async up(): Promise<void> {
    this.addSql(refreshRiskLevelsWithoutMergeJoins(refreshRiskLevelsFunction));
  }

  override async down(): Promise<void> {
    this.addSql(refreshRiskLevelsTwoWays(refreshRiskLevelsFunction));
  }
}
