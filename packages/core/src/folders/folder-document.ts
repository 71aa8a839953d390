import type { Locale } from '@tmt/contract';
import type { ProjectRef, ScopedProject } from '../access/project-access';
import { auditOf } from '../content/content-row';
import { scopeFields } from '../content/content-scope';
import { toDocument } from '../documents/envelope';

export const FOLDER_MODEL = 'TestFolder-dm';

/** The TestFolder-dm document of a folder row joined with its suite's business id and version number. */
export function folderDocument(row: Record<string, unknown>, scoped: ScopedProject<ProjectRef>, locale: Locale) {
  return toDocument(
    FOLDER_MODEL,
    row.id as string,
    auditOf(row),
    {
      General: {
        ...scopeFields(scoped, row.version_number as number),
        Title: row.title,
        Id: row.business_id,
        Description: row.description,
        TechnicalId: row.id,
        TenantId: row.tenant_id,
        TestSuiteId: row.suite_business_id,
      },
    },
    locale,
  );
}
