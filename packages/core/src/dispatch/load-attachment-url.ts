import { parseDocRef } from '@tmt/contract';
import { signedDownloadPath } from '../kernel/blobs/signed-download';
import type { ServiceContext } from '../kernel/context';
import { DomainError } from '../kernel/errors';
import { getDocument } from './document-registry';

/**
 * LOAD_ATTACHMENT_URL: a signed download path for an attachment assigned to `docRef`, for a caller who may read
 * that document (reading it checks existence, tenant and access as GET_DOCUMENT does). The URL names the document:
 * it works while the document holds the attachment (see downloadableAttachment).
 */
export async function loadAttachmentUrl(
  ctx: ServiceContext,
  input: { attachmentId: string; docRef: string },
  urlSecret: Uint8Array,
): Promise<{ location: string }> {
  await getDocument(ctx, input.docRef);
  const documentId = parseDocRef(input.docRef).id;
  const [assigned] = await ctx.em.execute(
    'SELECT 1 FROM document_attachment WHERE tenant_id = ? AND document_id = ? AND attachment_id = ?',
    [ctx.principal.tenantId, documentId, input.attachmentId],
  );
  if (!assigned) {
    throw new DomainError('NOT_FOUND', 'ATTACHMENT_NOT_ASSIGNED', {
      attachment: input.attachmentId,
      ref: input.docRef,
    });
  }
  return { location: signedDownloadPath(urlSecret, { attachmentId: input.attachmentId, documentId }) };
}
