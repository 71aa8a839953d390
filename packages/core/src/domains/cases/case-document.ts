import type { Locale } from '@tmt/contract';
import type { ProjectRef, ScopedProject } from '../../kernel/access/project-access';
import { auditOf, valueItems } from '../../kernel/documents/content-row';
import { toDocument } from '../../kernel/documents/envelope';
import { scopeFields } from '../../kernel/documents/scope-fields';
import type { TestCaseRow } from '../../kernel/entities/rows';
import { timestamp } from '../../kernel/entities/timestamp';
import type { LatestExecutionData } from '../runs/latest-execution';
import { pathText, type TreePath } from '../tree/tree-paths';
import { generalOfRow } from './case-fields';
import { riskGroup } from './risk';

/** A case row with what its document shows of its suite and version. */
export type CaseDocumentRow = TestCaseRow & {
  suite_business_id: string;
  version_number: number;
  version_title: string;
};

/**
 * The TestCase-dm document of a case row joined with its suite's business id (`suite_business_id`), version
 * (`version_number`, `version_title`) and its current tree path.
 */
export function caseDocument(
  row: CaseDocumentRow,
  scoped: ScopedProject<ProjectRef>,
  path: TreePath,
  locale: Locale,
  latest: LatestExecutionData | null = null,
) {
  const { criteria, tags } = row;
  return toDocument(
    'TestCase-dm',
    row.id,
    auditOf(row),
    {
      General: {
        ...scopeFields(scoped, row.version_number),
        ...generalOfRow(row),
        Id: row.business_id,
        TechnicalId: row.id,
        TenantId: row.tenant_id,
        TestSuiteId: row.suite_business_id,
        HasAssignee: row.assignee !== null,
      },
      Criteria: {
        TimeRelevance: criteria.TimeRelevance,
        AdditionalToolsAids: valueItems(criteria.AdditionalToolsAids),
        Assignment: valueItems(criteria.Assignment),
        Dependency: criteria.Dependency,
        TestFocus: criteria.TestFocus,
        Tags: tags.join(', '),
        SearchTags: valueItems(tags),
      },
      Conditions: { Preconditions: row.preconditions },
      Sources: row.sources,
      Risk: riskGroup(row.risk),
      TestSteps: row.steps.map((step) => ({ ...step, Attachments: [] })),
      AdditionalInfo: {
        TriggeredBy: row.triggered_by,
        TriggeredAt: row.triggered_at ? timestamp(row.triggered_at).getTime() : null,
        CreatingEvent: row.creating_event,
        Path: row.path,
        CurrentPath: pathText(path),
        SourceTestCaseInfo: row.source_info ?? null,
      },
    },
    locale,
    {
      IsImported: row.is_imported,
      IsFrozen: row.frozen,
      AssignedToVersion: { AssignedToNumber: row.version_number, AssignedToTitle: row.version_title },
      LatestTestCaseExecutionData: latest,
    },
  );
}
