import { createHmac, timingSafeEqual } from 'node:crypto';

/** How long a download URL works (spec: expirable attachment URLs last 5 minutes). */
export const DOWNLOAD_TTL_MS = 5 * 60 * 1000;

const signatureOf = (secret: Uint8Array, attachmentId: string, expires: number) =>
  createHmac('sha256', secret).update(`${attachmentId}.${expires}`).digest('base64url');

/** The path that downloads an attachment until `now` + 5 minutes, signed with the server's URL secret. */
export function signedDownloadPath(secret: Uint8Array, attachmentId: string, now = Date.now()): string {
  const expires = now + DOWNLOAD_TTL_MS;
  return `/api/v2/attachment/${attachmentId}/download?expires=${expires}&signature=${signatureOf(secret, attachmentId, expires)}`;
}

/** Whether a download URL is one this server signed for that attachment, and has not expired. */
export function isValidDownload(
  secret: Uint8Array,
  attachmentId: string,
  expires: string | undefined,
  signature: string | undefined,
  now = Date.now(),
): boolean {
  const at = Number(expires);
  if (!Number.isSafeInteger(at) || at < now || !signature) return false;
  const expected = Buffer.from(signatureOf(secret, attachmentId, at));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
