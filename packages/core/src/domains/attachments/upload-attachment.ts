import { randomUUID } from 'node:crypto';
import { AttachmentModelName, type UploadQuery, type UploadResult } from '@tmt/contract';
import type { ScopedProject } from '../../kernel/access/project-access';
import type { StoredBlob } from '../../kernel/blobs/blob-store';
import type { ServiceContext } from '../../kernel/context';
import { invalidParams } from '../../kernel/errors';
import { resolveProjectScope } from '../../kernel/scope/resolve-project';
import { safeFileName } from './file-name';
import { mimeTypeOf } from './mime-type-of';
import { thumbnailUrls } from './thumbnails';

/**
 * Before any byte is stored: the model must take attachments and the caller must read the project the headers
 * name (content/docs/en/api/integration-guide/attachment.md: attachment access follows read access to the owning document).
 */
export async function checkUpload(ctx: ServiceContext, query: UploadQuery): Promise<ScopedProject> {
  if (!AttachmentModelName.safeParse(query.documentModelName).success) {
    throw invalidParams('UNSUPPORTED_DOCUMENT_MODEL', {
      method: 'POST /api/v2/attachment',
      model: query.documentModelName,
    });
  }
  return resolveProjectScope(ctx, {}, 'read');
}

/**
 * Records stored content as an attachment of the project, not yet assigned to a document. Its name keeps no
 * bidirectional controls, which would show it reordered.
 */
export async function saveUpload(
  ctx: ServiceContext,
  scoped: ScopedProject,
  query: UploadQuery,
  blob: StoredBlob,
): Promise<UploadResult> {
  const id = randomUUID();
  const filename = safeFileName(query.filename);
  const mimeType = await mimeTypeOf(blob.head, filename);
  const { tenantId, username } = ctx.principal;
  await ctx.em.execute(
    `INSERT INTO attachment (id, tenant_id, project_id, document_model, path_to_field, file_name, original_file_name,
       content_hash, size, mime_type, created_by, created_on, edited_by, edited_on)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, now(), ?, now())`,
    [
      id,
      tenantId,
      scoped.project.id,
      query.documentModelName,
      query.pathToField,
      filename,
      filename,
      blob.hash,
      blob.size,
      mimeType,
      username,
      username,
    ],
  );
  return {
    attachmentId: id,
    filename,
    mimeType,
    ...thumbnailUrls(blob.hash, mimeType),
    size: blob.size,
    annotations: [],
  };
}
