import type { Locale } from '@tmt/contract';
import { auditOf } from '../../kernel/documents/content-row';
import { toDocument } from '../../kernel/documents/envelope';
import type { TagRow } from '../../kernel/entities/rows';

/** The Tag-dm document of a tag row joined with its project's business id (`project_business_id`). */
export function tagDocument(row: TagRow & { project_business_id: string }, locale: Locale) {
  return toDocument(
    'Tag-dm',
    row.id,
    auditOf(row),
    {
      General: {
        ProjectId: row.project_business_id,
        TenantId: row.tenant_id,
        TechnicalId: row.id,
        Value: row.value,
        LowerCaseValue: row.lower_case_value,
      },
    },
    locale,
  );
}
