import type { Locale } from '@tmt/contract';
import { auditOf } from '../../kernel/documents/content-row';
import { displayDate } from '../../kernel/documents/display-date';
import { toDocument } from '../../kernel/documents/envelope';
import type { PgTimestamp, TaskRequestRow } from '../../kernel/entities/rows';
import { timestamp } from '../../kernel/entities/timestamp';

/** What the document shows of a task_request row: all but its inline input and output file. */
export type TaskDocumentRow = Omit<TaskRequestRow, 'input' | 'output'>;

/**
 * The columns of a TaskDocumentRow on alias `t`. Clients poll a task while it runs; an inline JUnit report kept in
 * `input` may be megabytes, read and decompressed again on every poll if `t.*` named it.
 */
export const TASK_DOCUMENT_COLUMNS = `t.id, t.tenant_id, t.project_id, t.project_business_id, t.subproject_business_id,
  t.version_number, t.type, t.status, t.visibility, t.parameters, t.estimated_seconds, t.progress, t.error_reason,
  t.error_message, t.attempts, t.result, t.started_on, t.finished_on, t.created_by, t.created_on, t.edited_by,
  t.edited_on, t.model_version`;

/** The TaskRequest-dm document of a task_request row. */
export function taskDocument(row: TaskDocumentRow, locale: Locale) {
  const at = (value: PgTimestamp | null) => (value ? timestamp(value) : null);
  return toDocument(
    'TaskRequest-dm',
    row.id,
    auditOf(row),
    {
      General: {
        Status: row.status,
        Visibility: row.visibility,
        Type: row.type,
        TenantId: row.tenant_id,
        ProjectId: row.project_business_id,
        SubprojectId: row.subproject_business_id,
        ProjectVersionNumber: row.version_number,
        TechnicalId: row.id,
      },
      DisplayFields: {
        /** Seconds. */
        EstimatedTime: row.estimated_seconds,
        Progress: row.progress,
        StartedOn: at(row.started_on)?.getTime() ?? null,
        DisplayStartedOn: displayDate(at(row.started_on), locale),
        FinishedOn: at(row.finished_on)?.getTime() ?? null,
        DisplayFinishedOn: displayDate(at(row.finished_on), locale),
        Attempts: row.attempts,
      },
      Parameters: row.parameters,
      Result: row.result ?? null,
      Error: row.error_reason || row.error_message ? { Reason: row.error_reason, Message: row.error_message } : null,
    },
    locale,
  );
}
