import type { ServiceContext } from '../../kernel/context';
import type { AttachmentRow } from '../../kernel/entities/rows';
import { notFound } from '../../kernel/errors';
import { resolveProjectById } from '../../kernel/scope/resolve-project';
import { thumbnailUrls } from './thumbnails';

/** LOAD_THUMBNAIL_URL: the stable thumbnail URLs of an attachment the caller may read; null for other types. */
export async function loadThumbnailUrl(ctx: ServiceContext, attachmentId: string) {
  const ref = `Attachment-dm/${attachmentId}`;
  const [row] = await ctx.em.execute<Pick<AttachmentRow, 'project_id' | 'content_hash' | 'mime_type'>[]>(
    'SELECT project_id, content_hash, mime_type FROM attachment WHERE tenant_id = ? AND id = ?',
    [ctx.principal.tenantId, attachmentId],
  );
  if (!row) throw notFound(ref);
  await resolveProjectById(ctx, row.project_id, ref, 'read');
  return thumbnailUrls(row.content_hash, row.mime_type);
}
