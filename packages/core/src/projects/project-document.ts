import { type Locale, NO_SUBPROJECT } from '@tmt/contract';
import { toDocument } from '../documents/envelope';
import type { ProjectRecord } from '../entities';

export const PROJECT_MODEL = 'Project-dm';

/** The Project-dm document of a row; `parentBusinessId` is null for a parent project. */
export function projectDocument(
  project: ProjectRecord,
  parentBusinessId: string | null,
  testSuites: number,
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
        TestSuites: testSuites,
        // Closed runs over all runs; runs arrive with the run area, so no project has any yet.
        TestRuns: '0/0',
      },
    },
    locale,
  );
}

/** SQL column `test_suites`: the suite count of the latest version of the project row aliased `p` (kept by triggers). */
export const suiteCountColumn = (p: string) =>
  `(SELECT v.suite_count FROM project_version v
    WHERE v.tenant_id = ${p}.tenant_id AND v.project_id = ${p}.id AND v.is_latest_version) AS test_suites`;
