import { createHmac, timingSafeEqual } from 'node:crypto';

/** How long a download URL works (spec: expirable attachment URLs last 5 minutes). */
export const DOWNLOAD_TTL_MS = 5 * 60 * 1000;

/** What a download URL grants: one attachment, as held by one document. */
export interface DownloadGrant {
  attachmentId: string;
  documentId: string;
}

const signatureOf = (secret: Uint8Array, { attachmentId, documentId }: DownloadGrant, expires: number) =>
  createHmac('sha256', secret).update(`${attachmentId}.${documentId}.${expires}`).digest('base64url');

/**
 * The path that downloads an attachment of a document until `now` + 5 minutes, signed with the server's URL secret.
 * It names the document, so the download can check that the document still exists and still holds the attachment.
 */
export function signedDownloadPath(secret: Uint8Array, grant: DownloadGrant, now = Date.now()): string {
  const expires = now + DOWNLOAD_TTL_MS;
  const query = new URLSearchParams({
    document: grant.documentId,
    expires: String(expires),
    signature: signatureOf(secret, grant, expires),
  });
  return `/api/v2/attachment/${grant.attachmentId}/download?${query}`;
}

/** Whether a download URL is one this server signed for that attachment and document, and has not expired. */
export function isValidDownload(
  secret: Uint8Array,
  grant: DownloadGrant,
  expires: string | undefined,
  signature: string | undefined,
  now = Date.now(),
): boolean {
  const at = Number(expires);
  if (!Number.isSafeInteger(at) || at < now || !signature) return false;
  const expected = Buffer.from(signatureOf(secret, grant, at));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
