import { type Locale, NO_SUBPROJECT } from '@tmt/contract';
import type { ProjectRef, ScopedProject } from '../../kernel/access/project-access';
import { auditOf } from '../../kernel/documents/content-row';
import { toDocument } from '../../kernel/documents/envelope';
import type { AttachmentRow } from '../../kernel/entities/rows';
import { hasThumbnails } from './thumbnails';

/** The Attachment-dm document of an attachment row; `File.content` stays null (downloads go by signed URL). */
export function attachmentDocument(row: AttachmentRow, scoped: ScopedProject<ProjectRef>, locale: Locale) {
  const audit = auditOf(row);
  return toDocument(
    'Attachment-dm',
    row.id,
    audit,
    {
      General: {
        ProjectId: scoped.parentBusinessId,
        SubprojectId: scoped.project.parentId ? scoped.project.businessId : NO_SUBPROJECT,
        TenantId: row.tenant_id,
        TechnicalId: row.id,
        FileName: row.file_name,
        OriginalFileName: row.original_file_name,
        CreatedAt: audit.createdOn.getTime(),
        UploadOn: audit.createdOn.getTime(),
        UploadBy: row.created_by,
        Referenced: row.referenced,
        CopyNumber: row.copy_number,
        // The thumbnails are addressed by the content they show.
        ThumbnailId: hasThumbnails(row.mime_type) ? row.content_hash : null,
        File: {
          content: null,
          attachment_id: row.id,
          internal_filename: row.content_hash,
          original_filename: row.original_file_name,
          size: Number(row.size),
          mime_type: row.mime_type,
        },
      },
    },
    locale,
  );
}
