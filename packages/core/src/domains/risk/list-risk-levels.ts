import { type DocumentAnswer, Impact, Likelihood } from '@tmt/contract';
import { businessIdField, defineList } from '../../kernel/list/define-list';
import type { ListField } from '../../kernel/list/list-query';
import { resolveVersionScope, type VersionSpec } from '../../kernel/scope/resolve-version';
import { type RiskLevelDocumentRow, riskLevelDocument } from './risk-level-document';

const heatmapValue = 'coalesce(rl.heatmap_value, -1)';
const levels = ['HIGH', 'MEDIUM', 'LOW'] as const;

/** A field whose values sort by their meaning (the first of `ranked` highest), not by their spelling; none lowest. */
const byRank = (column: string, ranked: readonly string[]): ListField => ({
  column,
  type: 'text',
  sort: [
    `coalesce(${ranked.length + 1} - array_position(ARRAY[${ranked.map((v) => `'${v}'`).join(', ')}], ${column}), 0)`,
  ],
});

/**
 * LIST_DOCUMENTS for RiskLevel-dm: the risk documents of one project version, highest heatmap value first. Numbers
 * without a value (no level, no history) sort below every value. The heatmap, id, frequency and severity sorts read
 * their indexes (Migration20261129010000_risk_level_indexes_by_version), led by the version and ended by the case id;
 * the other levels, likelihood and impact sort by their meaning.
 */
export const riskLevelList = defineList({
  fields: {
    TestCaseId: businessIdField('rl.business_id'),
    // The heatmap level follows its value, so both sort by the value.
    RiskLevelHeatmap: { column: 'rl.heatmap_level', type: 'text', sort: [heatmapValue] },
    RiskLevelHeatmapValue: { column: 'rl.heatmap_value', type: 'integer', sort: [heatmapValue] },
    RiskLevelBusinessLogic: byRank('rl.business_level', levels),
    RiskLevelTestHistory: byRank('rl.history_level', levels),
    RiskLevelReleaseScope: byRank('rl.scope_level', levels),
    Likelihood: byRank('rl.likelihood', Likelihood.options),
    Impact: byRank('rl.impact', Impact.options),
    TestType: { column: 'rl.test_type', type: 'text' },
    Priority: { column: 'rl.priority', type: 'text' },
    Frequency: { column: 'rl.frequency', type: 'integer', sort: ['coalesce(rl.frequency, -1)'] },
    Severity: { column: 'rl.severity', type: 'integer', sort: ['coalesce(rl.severity, -1)'] },
  },
  defaultSort: ['RiskLevelHeatmapValue DESC'],
  tieBreaker: 'rl.case_id',
  scope: (ctx, spec: VersionSpec) => resolveVersionScope(ctx, spec, 'read'),
  source: (ctx, { version }) => ({
    select: 'rl.*',
    from: 'risk_level rl',
    where: 'rl.tenant_id = ? AND rl.version_id = ?',
    params: [ctx.principal.tenantId, version.id],
  }),
  entries: (ctx, rows: RiskLevelDocumentRow[], { scoped, version }) =>
    rows.map(
      (row): DocumentAnswer =>
        riskLevelDocument(Object.assign(row, { version_number: version.versionNumber }), scoped, ctx.locale),
    ),
});
