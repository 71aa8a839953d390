import type { Locale } from '@tmt/contract';
import type { ProjectRef, ScopedProject } from '../../kernel/access/project-access';
import { auditOf, valueItems } from '../../kernel/documents/content-row';
import { toDocument } from '../../kernel/documents/envelope';
import { scopeFields } from '../../kernel/documents/scope-fields';
import type { TestSuiteRow } from '../../kernel/entities/rows';
import { type SuiteStatsRow, suiteDisplayFields } from './suite-stats';

/** The TestSuite-dm document of a suite row joined with its version (`version_number`, `version_title`) and stats. */
export function suiteDocument(
  row: TestSuiteRow & { version_number: number; version_title: string },
  scoped: ScopedProject<ProjectRef>,
  stats: SuiteStatsRow,
  locale: Locale,
) {
  const { tags, recommended_priority: priority } = row;
  return toDocument(
    'TestSuite-dm',
    row.id,
    auditOf(row),
    {
      General: {
        ...scopeFields(scoped, row.version_number),
        Title: row.title,
        Id: row.business_id,
        TechnicalId: row.id,
        TenantId: row.tenant_id,
        Order: row.order_key,
        Tags: tags.join(', '),
        Description: row.description,
        SearchableTags: valueItems(tags),
        SearchTags: valueItems(tags),
        RecommendedPriority: priority ? { Value: priority } : null,
      },
      DisplayFields: suiteDisplayFields(stats),
    },
    locale,
    {
      AssignedToVersion: { AssignedToNumber: row.version_number, AssignedToTitle: row.version_title },
      LatestTestCaseExecutionData: stats.latest_execution,
    },
  );
}
