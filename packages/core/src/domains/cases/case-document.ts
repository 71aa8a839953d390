import type { Locale } from '@tmt/contract';
import type { ProjectRef, ScopedProject } from '../../kernel/access/project-access';
import { auditOf, valueItems } from '../../kernel/documents/content-row';
import { toDocument } from '../../kernel/documents/envelope';
import { scopeFields } from '../../kernel/documents/scope-fields';
import type { TestStep } from '../../kernel/entities';
import { timestamp } from '../../kernel/entities/timestamp';
import type { LatestExecutionData } from '../runs/latest-execution';
import { pathText, type TreePath } from '../tree/tree-paths';
import { riskGroup, type StoredRisk } from './risk';

export const CASE_MODEL = 'TestCase-dm';

/**
 * The TestCase-dm document of a case row joined with its suite's business id (`suite_business_id`), version
 * (`version_number`, `version_title`) and its current tree path.
 */
export function caseDocument(
  row: Record<string, unknown>,
  scoped: ScopedProject<ProjectRef>,
  path: TreePath,
  locale: Locale,
  latest: LatestExecutionData | null = null,
) {
  const criteria = row.criteria as Record<string, unknown>;
  const tags = row.tags as string[];
  return toDocument(
    CASE_MODEL,
    row.id as string,
    auditOf(row),
    {
      General: {
        ...scopeFields(scoped, row.version_number as number),
        Title: row.title,
        Id: row.business_id,
        TechnicalId: row.id,
        TenantId: row.tenant_id,
        TestSuiteId: row.suite_business_id,
        Status: row.status,
        Type: row.type,
        Automation: row.automation,
        Prioritization: row.prioritization,
        EstimatedExecutionTime: row.estimated_execution_time,
        Description: row.description,
        User: row.assignee,
        HasAssignee: row.assignee !== null,
        ImportantAdditionForNextTestRun: row.important_addition,
      },
      Criteria: {
        TimeRelevance: criteria.TimeRelevance,
        AdditionalToolsAids: valueItems(criteria.AdditionalToolsAids as string[]),
        Assignment: valueItems(criteria.Assignment as string[]),
        Dependency: criteria.Dependency,
        TestFocus: criteria.TestFocus,
        Tags: tags.join(', '),
        SearchTags: valueItems(tags),
      },
      Conditions: { Preconditions: row.preconditions },
      Sources: row.sources,
      Risk: riskGroup(row.risk as StoredRisk),
      TestSteps: row.steps as TestStep[],
      AdditionalInfo: {
        TriggeredBy: row.triggered_by,
        TriggeredAt: row.triggered_at ? timestamp(row.triggered_at).getTime() : null,
        CreatingEvent: row.creating_event,
        Path: row.path,
        CurrentPath: pathText(path),
        SourceTestCaseInfo: null,
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
