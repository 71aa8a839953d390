import { ThumbnailRefused } from './thumbnail-refused';

/**
 * The DIB header sizes whose first 40 bytes are BITMAPINFOHEADER's (V1, V2, V3, V4, V5): the layout the decoder reads.
 * BITMAPCOREHEADER (12 bytes, 16-bit sizes) and OS/2 2.x headers (16, 64) are read for their size, then refused.
 */
const INFO_HEADERS = new Set([40, 52, 56, 108, 124]);
/** BI_RGB, and BI_BITFIELDS / BI_ALPHABITFIELDS whose masks the decoder takes as BGRA. */
const DECODED_COMPRESSIONS = new Set([0, 3, 6]);

/**
 * Reads a BMP's header without decoding anything: its size (a negative height means rows stored top-down) against
 * `maxPixels` first, then whether the decoder reads this variant and whether all the pixel rows it declares are in the
 * file.
 */
export function checkBmpHeader(bytes: Uint8Array, maxPixels: number): void {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (bytes.length < 26 || view.getUint16(0) !== 0x424d) throw new ThumbnailRefused('UNREADABLE', 'no BMP header');
  const dibSize = view.getUint32(14, true);
  const core = dibSize === 12;
  if (!core && dibSize < 16) throw new ThumbnailRefused('UNREADABLE', `BMP header of ${dibSize} bytes`);
  const width = core ? view.getUint16(18, true) : view.getInt32(18, true);
  const rawHeight = core ? view.getUint16(20, true) : view.getInt32(22, true);
  const height = Math.abs(rawHeight);
  if (width <= 0 || height === 0) throw new ThumbnailRefused('UNREADABLE', `BMP of ${width} × ${rawHeight} pixels`);
  if (width * height > maxPixels) {
    throw new ThumbnailRefused('PIXEL_LIMIT', `BMP of ${width} × ${height} pixels`);
  }
  if (!INFO_HEADERS.has(dibSize) || bytes.length < 54) {
    throw new ThumbnailRefused('UNREADABLE', `BMP header of ${dibSize} bytes is not supported`);
  }
  const bitCount = view.getUint16(28, true);
  const compression = view.getUint32(30, true);
  if (!DECODED_COMPRESSIONS.has(compression) || ![1, 2, 4, 8, 24, 32].includes(bitCount)) {
    throw new ThumbnailRefused('UNREADABLE', `BMP of ${bitCount} bits, compression ${compression}, is not supported`);
  }
  const stride = Math.ceil((width * bitCount) / 32) * 4;
  if (14 + dibSize + stride * height > bytes.length) throw new ThumbnailRefused('UNREADABLE', 'truncated BMP');
}
