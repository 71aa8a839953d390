import { type Locale, NO_SUBPROJECT } from '@tmt/contract';
import { toDocument } from '../documents/envelope';
import type { ProjectRecord } from '../entities';

export const PROJECT_MODEL = 'Project-dm';

/** The Project-dm document of a row; `parentBusinessId` is null for a parent project. */
export function projectDocument(
  project: ProjectRecord,
  parentBusinessId: string | null,
  counts: ProjectCounts,
  locale: Locale,
) {
  return toDocument(
    PROJECT_MODEL,
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
        TestSuites: counts.testSuites,
        TestRuns: `${counts.closedRuns}/${counts.runs}`,
      },
    },
    locale,
  );
}

export interface ProjectCounts {
  testSuites: number;
  runs: number;
  closedRuns: number;
}

/**
 * Suite and run figures of projects. Suites and runs arrive with the test-content and run areas; until a
 * project has any, its figures are zero.
 */
export function projectCounts(projectIds: string[]): Map<string, ProjectCounts> {
  return new Map(projectIds.map((id) => [id, { testSuites: 0, runs: 0, closedRuns: 0 }]));
}
