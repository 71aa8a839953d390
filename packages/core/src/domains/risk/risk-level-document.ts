import { docRefOf, type Locale, type RiskLevelData } from '@tmt/contract';
import type { z } from 'zod';
import type { ProjectRef, ScopedProject } from '../../kernel/access/project-access';
import { auditOf } from '../../kernel/documents/content-row';
import { toDocument } from '../../kernel/documents/envelope';
import { scopeFields } from '../../kernel/documents/scope-fields';
import type { CaseRisk, RiskLevelRow, RiskSelection } from '../../kernel/entities/rows';
import { timestamp } from '../../kernel/entities/timestamp';

const combined = (...parts: (string | number | null)[]) =>
  parts.every((part) => part !== null) ? parts.join('__') : null;

/** The risk data of a case as its document's General and an execution's RiskLevelData show it. */
export function riskLevelData(row: RiskLevelRow): z.output<typeof RiskLevelData> {
  return {
    TestCaseId: row.business_id,
    Likelihood: row.likelihood,
    Impact: row.impact,
    CombinationLikelihoodImpact: combined(row.likelihood, row.impact),
    RiskLevelBusinessLogic: row.business_level,
    Frequency: row.frequency,
    Severity: row.severity,
    CombinationSeverityFrequency: combined(row.severity, row.frequency),
    RiskLevelTestHistory: row.history_level,
    ReleaseScope: {
      RiskLevelReleaseScope: row.scope_level,
      TestType: row.test_type,
      Priority: row.priority,
      CombinationTestTypePriority: combined(row.test_type, row.priority),
    },
    CombinationRiskLevel: `${row.business_level}__${row.history_level}__${row.scope_level}`,
    RiskLevelHeatmap: row.heatmap_level,
    RiskLevelHeatmapValue: row.heatmap_value,
  };
}

/**
 * RiskLevelData of a case without a document: a closed run's snapshot taken before risk documents existed. It
 * shows the case's likelihood and impact; the levels are UNDEFINED.
 */
export function riskLevelDataOfCase(caseBusinessId: string | null, risk: CaseRisk | null) {
  const likelihood = risk?.Likelihood ?? null;
  const impact = risk?.Impact ?? null;
  return {
    TestCaseId: caseBusinessId,
    Likelihood: likelihood,
    Impact: impact,
    CombinationLikelihoodImpact: combined(likelihood, impact),
    RiskLevelBusinessLogic: 'UNDEFINED',
    Frequency: null,
    Severity: null,
    CombinationSeverityFrequency: null,
    RiskLevelTestHistory: 'UNDEFINED',
    ReleaseScope: {
      RiskLevelReleaseScope: 'UNDEFINED',
      TestType: null,
      Priority: null,
      CombinationTestTypePriority: null,
    },
    CombinationRiskLevel: 'UNDEFINED__UNDEFINED__UNDEFINED',
    RiskLevelHeatmap: 'UNDEFINED',
    RiskLevelHeatmapValue: null,
  } as const satisfies z.output<typeof RiskLevelData>;
}

/** An execution's RiskSelection: why a risk run chose its case. */
export function riskSelectionGroup(selection: RiskSelection | null) {
  return (
    selection && {
      Rank: selection.rank,
      Reason: selection.reason,
      MinimumRiskLevel: selection.minimum_level,
      RiskLevelHeatmap: selection.heatmap_level,
      RiskLevelHeatmapValue: selection.heatmap_value,
      CombinationRiskLevel: selection.combination,
    }
  );
}

/** A risk level row with its version's number. */
export type RiskLevelDocumentRow = RiskLevelRow & { version_number: number };

/** The RiskLevel-dm document of a case; its TechnicalId is the case's. */
export function riskLevelDocument(row: RiskLevelDocumentRow, scoped: ScopedProject<ProjectRef>, locale: Locale) {
  return toDocument(
    'RiskLevel-dm',
    row.case_id,
    auditOf(row),
    {
      General: {
        ...scopeFields(scoped, row.version_number),
        TenantId: row.tenant_id,
        TechnicalId: row.case_id,
        TestCaseDocRef: docRefOf('TestCase-dm', row.case_id),
        ...riskLevelData(row),
      },
      TestHistory: {
        CountedExecutions: row.counted,
        FailedExecutions: row.failed,
        LastTestedOn: row.last_tested_on ? timestamp(row.last_tested_on).getTime() : null,
        Defects: row.defects,
        LikelihoodCalculated: row.likelihood_calculated,
        ImpactCalculated: row.impact_calculated,
      },
    },
    locale,
  );
}
