import { docRefOf, type LinkRef, type Locale } from '@tmt/contract';
import type { ProjectRef, ScopedProject } from '../../kernel/access/project-access';
import { auditOf } from '../../kernel/documents/content-row';
import { toDocument } from '../../kernel/documents/envelope';
import { scopeFields } from '../../kernel/documents/scope-fields';
import type { TestRunSuiteRow } from '../../kernel/entities/rows';

/**
 * A `test_run_suite` row with `position` (zero-based place among the run's suites, by suite order) and
 * `predecessor` (the link before it), as `runSuiteLinksSql` reads it.
 */
export type RunSuiteLinkRow = TestRunSuiteRow & { position: number; predecessor: string | null };

export function suiteInRunLinkRef(row: RunSuiteLinkRow): LinkRef {
  return {
    id: row.id,
    linkDescriptor: {
      relationshipModel: 'TestRunTestSuite-rm',
      entities: [
        { role: 'source', modelName: 'TestRun-dm', docRef: docRefOf('TestRun-dm', row.run_id) },
        { role: 'target', modelName: 'TestSuite-dm', docRef: docRefOf('TestSuite-dm', row.suite_id) },
      ],
      predecessorLinkRef: row.predecessor,
      position: row.position,
    },
  };
}

/** The suite execution document: the run-specific data of a suite in a run. */
export function suiteInRunDocument(row: TestRunSuiteRow, scoped: ScopedProject<ProjectRef>, locale: Locale) {
  const { ProjectId, SubprojectId } = scopeFields(scoped, 0);
  const priority = row.recommended_priority;
  return toDocument(
    'TestRunTestSuite-rm',
    row.id,
    auditOf(row),
    {
      General: {
        TenantId: row.tenant_id,
        ProjectId,
        SubprojectId,
        Assignee: row.assignee,
        RecommendedPriority: priority ? { Value: priority } : null,
      },
    },
    locale,
  );
}

/** SQL (alias `rs`) of a run's suite links with their position and predecessor by suite order; binds tenant, run. */
export const runSuiteLinksSql = `(SELECT rs0.*, s0.order_key AS suite_order,
    (row_number() OVER w - 1)::int AS position, lag(rs0.id) OVER w AS predecessor
  FROM test_run_suite rs0 JOIN test_suite s0 ON s0.id = rs0.suite_id AND s0.tenant_id = rs0.tenant_id
  WHERE rs0.tenant_id = ? AND rs0.run_id = ?
  WINDOW w AS (ORDER BY s0.order_key)) rs`;
