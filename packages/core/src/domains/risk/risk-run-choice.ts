import type { MinimumRiskLevel } from '@tmt/contract';
import type { z } from 'zod';
import type { ServiceContext } from '../../kernel/context';
import { sqlArray } from '../../kernel/db/sql-array';

/** What a risk run is asked to choose from a version. */
export interface RiskRunChoice {
  versionId: string;
  minimumRiskLevel: z.output<typeof MinimumRiskLevel>;
  /** Only cases of these suites; absent, the whole version. */
  suiteIds?: string[];
  includeCasesWithoutHistory: boolean;
  maxTestCases?: number;
}

const levelsFrom = { HIGH: ['HIGH'], MEDIUM: ['HIGH', 'MEDIUM'], LOW: ['HIGH', 'MEDIUM', 'LOW'] } as const;
const levelRank = (column: string) => `coalesce(array_position(ARRAY['LOW', 'MEDIUM', 'HIGH'], ${column}), 0)`;

/**
 * The cases a risk run chooses, ranked from 1 (highest risk): a case whose heatmap level is the minimum or higher
 * (RISK_LEVEL), else, when asked, one without test history (NO_TEST_HISTORY); never one whose Prioritization is
 * NO_TEST. Ranked by heatmap value (none last), then by business logic, test history and release scope level, then
 * by id. Columns: case_id, suite_id, rank, reason, heatmap_level, heatmap_value, combination.
 */
export function riskRunChoiceSql(ctx: ServiceContext, choice: RiskRunChoice) {
  const levels = sqlArray([...levelsFrom[choice.minimumRiskLevel]]);
  const suites = choice.suiteIds ? sqlArray(choice.suiteIds, 'uuid') : null;
  return {
    sql: `SELECT rl.case_id, c.suite_id,
        row_number() OVER (ORDER BY coalesce(rl.heatmap_value, -1) DESC, ${levelRank('rl.business_level')} DESC,
          ${levelRank('rl.history_level')} DESC, ${levelRank('rl.scope_level')} DESC,
          length(rl.business_id), rl.business_id)::int AS rank,
        CASE WHEN rl.heatmap_level = ANY(${levels.sql}) THEN 'RISK_LEVEL' ELSE 'NO_TEST_HISTORY' END AS reason,
        rl.heatmap_level, rl.heatmap_value,
        rl.business_level || '__' || rl.history_level || '__' || rl.scope_level AS combination
      FROM risk_level rl
      JOIN test_case c ON c.tenant_id = rl.tenant_id AND c.id = rl.case_id
      WHERE rl.tenant_id = ? AND rl.version_id = ? AND rl.priority IS DISTINCT FROM 'NO_TEST'
        AND (rl.heatmap_level = ANY(${levels.sql}) OR (? AND rl.counted = 0))
        ${suites ? `AND c.suite_id = ANY(${suites.sql})` : ''}
      ORDER BY rank
      ${choice.maxTestCases ? 'LIMIT ?' : ''}`,
    params: [
      levels.param,
      ctx.principal.tenantId,
      choice.versionId,
      levels.param,
      choice.includeCasesWithoutHistory,
      ...(suites ? [suites.param] : []),
      ...(choice.maxTestCases ? [choice.maxTestCases] : []),
    ],
  };
}
