import { ThumbnailRefused } from './thumbnail-refused';

/** Where a WBMP's pixels start, and its size. */
export interface WbmpHeader {
  width: number;
  height: number;
  /** Offset of the first pixel row. */
  start: number;
}

/**
 * Reads the header of a WBMP (Wireless Bitmap, type 0): type, fixed header, width and height as multi-byte integers
 * (7 bits each, high bit set on all but the last byte; at most 4 bytes, so below 2^28).
 */
function readWbmpHeader(bytes: Uint8Array): WbmpHeader {
  let at = 0;
  const multiByte = () => {
    let value = 0;
    for (let i = 0; i < 4; i++) {
      const byte = bytes[at++];
      if (byte === undefined) throw new ThumbnailRefused('UNREADABLE', 'truncated WBMP header');
      value = value * 128 + (byte & 0x7f);
      if (!(byte & 0x80)) return value;
    }
    throw new ThumbnailRefused('UNREADABLE', 'WBMP size field longer than 4 bytes');
  };
  if (multiByte() !== 0) throw new ThumbnailRefused('UNREADABLE', 'only WBMP type 0 is supported');
  // Type 0 has no extension headers: a fixed header announcing some is not a type 0 file.
  if ((bytes[at++] ?? 0x80) & 0x80) throw new ThumbnailRefused('UNREADABLE', 'WBMP extension headers');
  const width = multiByte();
  const height = multiByte();
  if (!width || !height) throw new ThumbnailRefused('UNREADABLE', 'WBMP without pixels');
  return { width, height, start: at };
}

/** Whether all pixel rows a WBMP header declares are in the file. */
const complete = (bytes: Uint8Array, { width, height, start }: WbmpHeader) =>
  start + Math.ceil(width / 8) * height <= bytes.length;

/**
 * Reads a WBMP's header without decoding anything: refused past `maxPixels`, or when rows it declares are missing, so
 * nothing is decoded of a file that claims more than it holds.
 */
export function checkWbmpHeader(bytes: Uint8Array, maxPixels: number): WbmpHeader {
  const header = readWbmpHeader(bytes);
  if (header.width * header.height > maxPixels) {
    throw new ThumbnailRefused('PIXEL_LIMIT', `WBMP of ${header.width} × ${header.height} pixels`);
  }
  if (!complete(bytes, header)) throw new ThumbnailRefused('UNREADABLE', 'truncated WBMP image');
  return header;
}

/**
 * Decodes a WBMP (one bit per pixel, rows padded to bytes, 1 = white) into RGBA. No image library reads this format.
 * Runs in the decoding worker thread, after the header passed the pixel limit.
 */
export function decodeWbmp(bytes: Uint8Array): { width: number; height: number; data: Uint8Array } {
  const { width, height, start } = checkWbmpHeader(bytes, Number.POSITIVE_INFINITY);
  const rowBytes = Math.ceil(width / 8);
  const data = new Uint8Array(width * height * 4);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const white = ((bytes[start + y * rowBytes + (x >> 3)] ?? 0) >> (7 - (x & 7))) & 1;
      const at = (y * width + x) * 4;
      data.fill(white ? 255 : 0, at, at + 3);
      data[at + 3] = 255;
    }
  }
  return { width, height, data };
}
