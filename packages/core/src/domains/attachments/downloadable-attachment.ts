import type { MikroORM } from '@mikro-orm/postgresql';
import type { DownloadGrant } from '../../kernel/blobs/signed-download';
import { documentExists } from './holder-tables';

/** What a download sends. */
export interface Downloadable {
  file_name: string;
  mime_type: string;
  content_hash: string;
  size: string;
}

/**
 * The attachment a signed download URL names, while its document still exists and still holds it: the URL stops
 * working the moment the attachment is unassigned or the document deleted, not only when it expires. One lookup on
 * the link's primary key (document, attachment) and the document's own.
 */
export async function downloadableAttachment(orm: MikroORM, grant: DownloadGrant): Promise<Downloadable | undefined> {
  const [row] = await orm.em.fork().execute<Downloadable[]>(
    `SELECT a.file_name, a.mime_type, a.content_hash, a.size
     FROM document_attachment da JOIN attachment a ON a.id = da.attachment_id
     WHERE da.document_id = ? AND da.attachment_id = ? AND ${documentExists('da.document_id')}`,
    [grant.documentId, grant.attachmentId],
  );
  return row;
}
