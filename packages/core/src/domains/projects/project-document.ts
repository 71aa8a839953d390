import { type Locale, NO_SUBPROJECT } from '@tmt/contract';
import { toDocument } from '../../kernel/documents/envelope';
import type { ProjectRecord } from '../../kernel/entities';

/** The figures a project document shows, as the columns of `projectCountColumns` name them. */
export interface ProjectCounts {
  test_suites: number;
  run_count: number;
  closed_run_count: number;
}

/** The Project-dm document of a row; `parentBusinessId` is null for a parent project. */
export function projectDocument(
  project: ProjectRecord,
  parentBusinessId: string | null,
  counts: ProjectCounts,
  locale: Locale,
) {
  return toDocument(
    'Project-dm',
    project.id,
    project,
    {
      General: {
        Title: project.title,
        Id: project.businessId,
        TechnicalId: project.id,
        TenantId: project.tenantId,
        ParentId: parentBusinessId ?? NO_SUBPROJECT,
        Description: project.description,
        TestSuites: counts.test_suites,
        // Closed runs over all runs of this project row.
        TestRuns: `${counts.closed_run_count}/${counts.run_count}`,
      },
    },
    locale,
  );
}

/**
 * SQL columns of ProjectCounts for the project row aliased `p`: the suite count of its latest version and its run
 * counts, all kept by triggers.
 */
export const projectCountColumns = (p: string) =>
  `(SELECT v.suite_count FROM project_version v
    WHERE v.tenant_id = ${p}.tenant_id AND v.project_id = ${p}.id AND v.is_latest_version) AS test_suites,
   ${p}.run_count, ${p}.closed_run_count`;
