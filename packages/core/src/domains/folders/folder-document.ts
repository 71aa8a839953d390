import type { Locale } from '@tmt/contract';
import type { ProjectRef, ScopedProject } from '../../kernel/access/project-access';
import { auditOf } from '../../kernel/documents/content-row';
import { toDocument } from '../../kernel/documents/envelope';
import { scopeFields } from '../../kernel/documents/scope-fields';
import type { TestFolderRow } from '../../kernel/entities/rows';

/** The TestFolder-dm document of a folder row joined with its suite's business id and version number. */
export function folderDocument(
  row: TestFolderRow & { suite_business_id: string; version_number: number },
  scoped: ScopedProject<ProjectRef>,
  locale: Locale,
) {
  return toDocument(
    'TestFolder-dm',
    row.id,
    auditOf(row),
    {
      General: {
        ...scopeFields(scoped, row.version_number),
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
