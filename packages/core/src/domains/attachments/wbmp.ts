/**
 * Decodes a WBMP (Wireless Bitmap, type 0: one bit per pixel, rows padded to bytes, 1 = white) into RGBA. No image
 * library reads this format, and it is a few bytes of header: type, fixed header, width and height as multi-byte
 * integers (7 bits each, high bit set on all but the last byte).
 */
export function decodeWbmp(bytes: Uint8Array): { width: number; height: number; data: Buffer } {
  let at = 0;
  const multiByte = () => {
    let value = 0;
    for (let i = 0; i < 4; i++) {
      const byte = bytes[at++];
      if (byte === undefined) throw new Error('truncated WBMP header');
      value = (value << 7) | (byte & 0x7f);
      if (!(byte & 0x80)) return value;
    }
    throw new Error('WBMP size too large');
  };
  if (multiByte() !== 0) throw new Error('only WBMP type 0 is supported');
  at++; // fixed header
  const width = multiByte();
  const height = multiByte();
  const rowBytes = Math.ceil(width / 8);
  if (!width || !height || at + rowBytes * height > bytes.length) throw new Error('truncated WBMP image');
  const data = Buffer.alloc(width * height * 4);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const white = ((bytes[at + y * rowBytes + (x >> 3)] ?? 0) >> (7 - (x & 7))) & 1;
      data.fill(white ? 255 : 0, (y * width + x) * 4, (y * width + x) * 4 + 3);
      data[(y * width + x) * 4 + 3] = 255;
    }
  }
  return { width, height, data };
}
