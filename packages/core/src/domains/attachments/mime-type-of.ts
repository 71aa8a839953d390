import { fileTypeFromBuffer, supportedMimeTypes } from 'file-type';
import { lookup } from 'mime-types';

const UNKNOWN = 'application/octet-stream';

/**
 * A file's type from its bytes first. Its name counts only for types bytes cannot tell (text, SVG, CSV, logs): a
 * name claiming a type that has a signature (`.png`, `.pdf`) while the bytes lack it gives no type at all.
 */
export async function mimeTypeOf(head: Buffer, fileName: string): Promise<string> {
  const sniffed = await fileTypeFromBuffer(head);
  if (sniffed) return sniffed.mime;
  const named = lookup(fileName);
  if (!named || (supportedMimeTypes as ReadonlySet<string>).has(named)) return UNKNOWN;
  return named;
}
