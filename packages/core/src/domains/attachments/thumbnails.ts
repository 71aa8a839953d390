import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import type { MikroORM } from '@mikro-orm/postgresql';
import decodeBmp from 'decode-bmp';
import sharp, { type Sharp } from 'sharp';
import type { BlobStore } from '../../kernel/blobs/blob-store';
import { decodeWbmp } from './wbmp';

/** The types thumbnails are made of (spec part 2 §9). */
const IMAGE_TYPES = new Set([
  'image/jpeg',
  'image/png',
  'image/bmp',
  'image/vnd.wap.wbmp',
  'image/gif',
  'image/svg+xml',
]);
/** Longest side of each thumbnail, in pixels; smaller images are not enlarged. */
export const THUMBNAIL_SIZES = { small: 128, big: 512 } as const;
export type ThumbnailSize = keyof typeof THUMBNAIL_SIZES;
/** Larger files are not decoded for a thumbnail. */
const MAX_SOURCE_BYTES = 64 * 1024 * 1024;
/** Decompression-bomb limit: images of more pixels are refused by the decoder. */
const MAX_PIXELS = 40_000_000;

export const hasThumbnails = (mimeType: string) => IMAGE_TYPES.has(mimeType);

/** The stable URLs of an attachment's thumbnails, addressed by its content; null for types without any. */
export function thumbnailUrls(contentHash: string, mimeType: string) {
  if (!hasThumbnails(mimeType)) return { smallThumbnailUrl: null, bigThumbnailUrl: null };
  const url = (size: ThumbnailSize) => `/api/v2/attachment/thumbnail/${contentHash}/${size}.png`;
  return { smallThumbnailUrl: url('small'), bigThumbnailUrl: url('big') };
}

/** An image decoder for the bytes: sharp for what it reads, decode-bmp for BMP, our own for WBMP. */
function decoder(bytes: Buffer, mimeType: string): Sharp {
  const options = { limitInputPixels: MAX_PIXELS };
  if (mimeType === 'image/bmp' || mimeType === 'image/vnd.wap.wbmp') {
    const image = mimeType === 'image/bmp' ? decodeBmp(bytes) : decodeWbmp(bytes);
    if (image.width * image.height > MAX_PIXELS) throw new Error('image too large for a thumbnail');
    const raw = { width: image.width, height: image.height, channels: 4 as const };
    return sharp(Buffer.from(image.data.buffer, image.data.byteOffset, image.data.byteLength), { ...options, raw });
  }
  return sharp(bytes, options);
}

/** The small and big PNG of an image; undefined when it cannot be decoded (damaged, or past the pixel limit). */
export async function renderThumbnails(
  bytes: Buffer,
  mimeType: string,
): Promise<Record<ThumbnailSize, Buffer> | undefined> {
  try {
    const image = await decoder(bytes, mimeType).ensureAlpha().png().toBuffer();
    const render = (side: number) =>
      sharp(image).resize(side, side, { fit: 'inside', withoutEnlargement: true }).png().toBuffer();
    return { small: await render(THUMBNAIL_SIZES.small), big: await render(THUMBNAIL_SIZES.big) };
  } catch {
    return undefined;
  }
}

/**
 * The blob keys of the small and big PNG thumbnails of some content, made (both sizes, once, into the blob store)
 * the first time anyone asks: right after an upload, off its request path, or at the first read of a URL.
 * Undefined when the content is unknown, is no image of a supported type, or cannot be decoded.
 */
export async function ensureThumbnails(
  orm: MikroORM,
  blobs: BlobStore,
  contentHash: string,
): Promise<Record<ThumbnailSize, string> | undefined> {
  const em = orm.em.fork();
  const [made] = await em.execute<{ small_hash: string; big_hash: string }[]>(
    'SELECT small_hash, big_hash FROM thumbnail WHERE content_hash = ?',
    [contentHash],
  );
  if (made) return { small: made.small_hash, big: made.big_hash };
  const [source] = await em.execute<{ mime_type: string; size: string }[]>(
    'SELECT mime_type, size FROM attachment WHERE content_hash = ? LIMIT 1',
    [contentHash],
  );
  if (!source || !hasThumbnails(source.mime_type) || Number(source.size) > MAX_SOURCE_BYTES) return undefined;
  const content = await blobs.get(contentHash);
  if (!content) return undefined;
  const pngs = await renderThumbnails(await buffer(content), source.mime_type);
  if (!pngs) return undefined;
  const small = (await blobs.put(Readable.from([pngs.small]), pngs.small.length)).hash;
  const big = (await blobs.put(Readable.from([pngs.big]), pngs.big.length)).hash;
  await em.execute(
    'INSERT INTO thumbnail (content_hash, small_hash, big_hash) VALUES (?, ?, ?) ON CONFLICT (content_hash) DO NOTHING',
    [contentHash, small, big],
  );
  return { small, big };
}

/** The bytes of one thumbnail of some content (see `ensureThumbnails`). */
export async function thumbnailOf(orm: MikroORM, blobs: BlobStore, contentHash: string, size: ThumbnailSize) {
  const made = await ensureThumbnails(orm, blobs, contentHash);
  if (!made) return undefined;
  const png = await blobs.get(made[size]);
  if (png) return png;
  // The store no longer holds the recorded PNG (a store restored or swapped under the database): make it again.
  await orm.em.fork().execute('DELETE FROM thumbnail WHERE content_hash = ?', [contentHash]);
  const remade = await ensureThumbnails(orm, blobs, contentHash);
  return remade ? blobs.get(remade[size]) : undefined;
}
