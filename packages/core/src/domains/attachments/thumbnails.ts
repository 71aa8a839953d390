import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import type { MikroORM } from '@mikro-orm/postgresql';
import sharp, { type Sharp } from 'sharp';
import type { BlobStore } from '../../kernel/blobs/blob-store';
import { checkBmpHeader } from './bmp-header';
import { decodeOffLoop } from './decode-off-loop';
import { type ThumbnailFailure, ThumbnailRefused } from './thumbnail-refused';
import { checkWbmpHeader } from './wbmp';

const MiB = 1024 * 1024;
/** Decompression-bomb limit of the formats sharp decodes (it streams them, shrinking JPEGs while they load). */
const MAX_PIXELS = 40_000_000;
/** BMP and WBMP are decoded whole into RGBA in a worker thread: 4096 × 4096 pixels (64 MiB) at most. */
const MAX_DECODED_PIXELS = 4096 * 4096;

/**
 * The types thumbnails are made of (content/docs/en/api/reference/attachment.md), each with the largest file read for one (larger ones are not
 * even read) and its pixel limit, checked on the header before any decoding.
 */
const IMAGE_TYPES: Record<string, { maxBytes: number; maxPixels: number }> = {
  'image/jpeg': { maxBytes: 32 * MiB, maxPixels: MAX_PIXELS },
  'image/png': { maxBytes: 32 * MiB, maxPixels: MAX_PIXELS },
  'image/gif': { maxBytes: 32 * MiB, maxPixels: MAX_PIXELS },
  // Parsed whole as XML to learn its size: kept small.
  'image/svg+xml': { maxBytes: 4 * MiB, maxPixels: MAX_PIXELS },
  // A 32-bit BMP at its pixel limit, with room for its headers.
  'image/bmp': { maxBytes: 65 * MiB, maxPixels: MAX_DECODED_PIXELS },
  // One bit per pixel: the limit is 2 MiB of rows; narrow images pad each row to a byte.
  'image/vnd.wap.wbmp': { maxBytes: 4 * MiB, maxPixels: MAX_DECODED_PIXELS },
};

/** Longest side of each thumbnail, in pixels; smaller images are not enlarged. */
export const THUMBNAIL_SIZES = { small: 128, big: 512 } as const;
export type ThumbnailSize = keyof typeof THUMBNAIL_SIZES;

export const hasThumbnails = (mimeType: string) => Object.hasOwn(IMAGE_TYPES, mimeType);

/** The stable URLs of an attachment's thumbnails, addressed by its content; null for types without any. */
export function thumbnailUrls(contentHash: string, mimeType: string) {
  if (!hasThumbnails(mimeType)) return { smallThumbnailUrl: null, bigThumbnailUrl: null };
  const url = (size: ThumbnailSize) => `/api/v2/attachment/thumbnail/${contentHash}/${size}.png`;
  return { smallThumbnailUrl: url('small'), bigThumbnailUrl: url('big') };
}

const typeOf = (mimeType: string) => {
  const type = IMAGE_TYPES[mimeType];
  if (!type) throw new ThumbnailRefused('UNREADABLE', `no thumbnails of ${mimeType}`);
  return type;
};

/**
 * An image decoder for the bytes, made only once the header's size passed the pixel limit: sharp for what it reads
 * (its metadata reads the header alone), our BMP and WBMP header readers and then a worker thread for those two.
 */
async function decoder(bytes: Buffer, mimeType: string): Promise<Sharp> {
  const { maxPixels } = typeOf(mimeType);
  const limitInputPixels = maxPixels;
  if (mimeType === 'image/bmp' || mimeType === 'image/vnd.wap.wbmp') {
    (mimeType === 'image/bmp' ? checkBmpHeader : checkWbmpHeader)(bytes, maxPixels);
    const image = await decodeOffLoop({ mimeType, bytes });
    return sharp(image.data, { limitInputPixels, raw: { width: image.width, height: image.height, channels: 4 } });
  }
  const { width, height } = await sharp(bytes, { limitInputPixels: false })
    .metadata()
    .catch((err: Error) => {
      throw new ThumbnailRefused('UNREADABLE', err.message);
    });
  if (!width || !height) throw new ThumbnailRefused('UNREADABLE', 'an image without a size');
  if (width * height > maxPixels) throw new ThumbnailRefused('PIXEL_LIMIT', `${width} × ${height} pixels`);
  return sharp(bytes, { limitInputPixels });
}

/**
 * The small and big PNG of an image. Throws ThumbnailRefused when none can be made of these bytes: past its type's
 * byte cap or pixel limit (known before decoding), or damaged.
 */
export async function renderThumbnails(bytes: Buffer, mimeType: string): Promise<Record<ThumbnailSize, Buffer>> {
  if (bytes.length > typeOf(mimeType).maxBytes) {
    throw new ThumbnailRefused('SOURCE_TOO_LARGE', `${bytes.length} bytes`);
  }
  const image = await decoder(bytes, mimeType);
  const fit = (side: number, source: Sharp) =>
    source.resize(side, side, { fit: 'inside', withoutEnlargement: true }).ensureAlpha().png().toBuffer();
  try {
    // The small one is made of the big one: the image is decoded once.
    const big = await fit(THUMBNAIL_SIZES.big, image);
    return { big, small: await fit(THUMBNAIL_SIZES.small, sharp(big)) };
  } catch (err) {
    throw new ThumbnailRefused('UNREADABLE', err instanceof Error ? err.message : String(err));
  }
}

/** The blob keys of some content's thumbnails, or why it has none (remembered: the same bytes fail the same way). */
export type Thumbnails = Record<ThumbnailSize, string> | { failure: ThumbnailFailure };

/** Thumbnails being made in this process, so that requests arriving meanwhile wait for them rather than decode too. */
const making = new Map<string, Promise<Thumbnails | undefined>>();

async function makeThumbnails(orm: MikroORM, blobs: BlobStore, contentHash: string): Promise<Thumbnails | undefined> {
  const em = orm.em.fork();
  const [made] = await em.execute<{ small_hash: string | null; big_hash: string | null; failure: string | null }[]>(
    'SELECT small_hash, big_hash, failure FROM thumbnail WHERE content_hash = ?',
    [contentHash],
  );
  if (made?.failure) return { failure: made.failure as ThumbnailFailure };
  if (made?.small_hash && made.big_hash) return { small: made.small_hash, big: made.big_hash };
  const [source] = await em.execute<{ mime_type: string; size: string }[]>(
    'SELECT mime_type, size FROM attachment WHERE content_hash = ? LIMIT 1',
    [contentHash],
  );
  if (!source || !hasThumbnails(source.mime_type)) return undefined;
  const remember = async (failure: ThumbnailFailure) => {
    await em.execute(
      `INSERT INTO thumbnail (content_hash, failure) VALUES (?, ?)
       ON CONFLICT (content_hash) DO UPDATE SET failure = excluded.failure, small_hash = NULL, big_hash = NULL`,
      [contentHash, failure],
    );
    return { failure };
  };
  // Checked on the recorded size, before a byte is read.
  if (Number(source.size) > typeOf(source.mime_type).maxBytes) return remember('SOURCE_TOO_LARGE');
  const content = await blobs.get(contentHash);
  if (!content) return undefined;
  let pngs: Record<ThumbnailSize, Buffer>;
  try {
    pngs = await renderThumbnails(await buffer(content), source.mime_type);
  } catch (err) {
    if (err instanceof ThumbnailRefused) return remember(err.failure);
    throw err;
  }
  const small = (await blobs.put(Readable.from([pngs.small]), pngs.small.length)).hash;
  const big = (await blobs.put(Readable.from([pngs.big]), pngs.big.length)).hash;
  // Another server may have made them meanwhile: the same bytes give the same PNGs, either row will do.
  await em.execute(
    `INSERT INTO thumbnail (content_hash, small_hash, big_hash) VALUES (?, ?, ?)
     ON CONFLICT (content_hash) DO UPDATE SET small_hash = excluded.small_hash, big_hash = excluded.big_hash,
       failure = NULL`,
    [contentHash, small, big],
  );
  return { small, big };
}

/**
 * The blob keys of the small and big PNG thumbnails of some content, made (both sizes, once, into the blob store)
 * the first time anyone asks: right after an upload, off its request path, or at the first read of a URL. A failure
 * is recorded too, so no later read decodes again. Undefined when the content is unknown or of no image type.
 */
export function ensureThumbnails(orm: MikroORM, blobs: BlobStore, contentHash: string) {
  const pending = making.get(contentHash);
  if (pending) return pending;
  const made = makeThumbnails(orm, blobs, contentHash).finally(() => making.delete(contentHash));
  making.set(contentHash, made);
  return made;
}

/** One thumbnail of some content (see `ensureThumbnails`): its PNG bytes, or why there is none. */
export async function thumbnailOf(
  orm: MikroORM,
  blobs: BlobStore,
  contentHash: string,
  size: ThumbnailSize,
): Promise<Readable | { failure: ThumbnailFailure } | undefined> {
  const made = await ensureThumbnails(orm, blobs, contentHash);
  if (!made || 'failure' in made) return made;
  const png = await blobs.get(made[size]);
  if (png) return png;
  // The store no longer holds the recorded PNG (a store restored or swapped under the database): make it again.
  await orm.em.fork().execute('DELETE FROM thumbnail WHERE content_hash = ?', [contentHash]);
  const remade = await ensureThumbnails(orm, blobs, contentHash);
  return remade && !('failure' in remade) ? blobs.get(remade[size]) : remade;
}
