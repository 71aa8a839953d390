/** Image files the tests write byte by byte: the formats (and the hostile variants) no library writes for us. */

export interface BmpOptions {
  /** Bytes of the DIB header: 40 (BITMAPINFOHEADER), 108 (V4), 124 (V5), or 12 (BITMAPCOREHEADER, 16-bit sizes). */
  dibSize?: number;
  /** Rows stored top row first: the header says so with a negative height. */
  topDown?: boolean;
  /** Leave the pixel rows out, keeping only the headers (a file that claims more than it holds). */
  headerOnly?: boolean;
  /** The colour of row `y` (top row 0) as 0xRRGGBB; red by default. */
  color?: (y: number) => number;
}

/** A 24-bit BMP, bottom-up as paint programs write them unless `topDown`. */
export function bmp(width: number, height: number, options: BmpOptions = {}): Buffer {
  const { dibSize = 40, topDown = false, headerOnly = false, color = () => 0xc03030 } = options;
  const row = Math.ceil((width * 3) / 4) * 4;
  const start = 14 + dibSize;
  const file = Buffer.alloc(start + (headerOnly ? 0 : row * height));
  file.write('BM', 0);
  file.writeUInt32LE(file.length, 2);
  file.writeUInt32LE(start, 10);
  file.writeUInt32LE(dibSize, 14);
  if (dibSize === 12) {
    file.writeUInt16LE(width, 18);
    file.writeUInt16LE(height, 20);
    file.writeUInt16LE(1, 22);
    file.writeUInt16LE(24, 24);
    return file;
  }
  file.writeInt32LE(width, 18);
  file.writeInt32LE(topDown ? -height : height, 22);
  file.writeUInt16LE(1, 26);
  file.writeUInt16LE(24, 28);
  if (headerOnly) return file;
  file.writeUInt32LE(row * height, 34);
  for (let y = 0; y < height; y++) {
    const stored = topDown ? y : height - 1 - y;
    const rgb = color(y);
    // Stored blue, green, red.
    const bgr = ((rgb & 0xff) << 16) | (rgb & 0xff00) | (rgb >> 16);
    for (let x = 0; x < width; x++) file.writeUIntBE(bgr, start + stored * row + x * 3, 3);
  }
  return file;
}

/** A type-0 WBMP: one bit per pixel, a white stripe down the left half; `rows` of them present (all by default). */
export function wbmp(width: number, height: number, rows = height): Buffer {
  const multiByte = (n: number) => {
    const bytes = [n & 0x7f];
    for (let rest = n >> 7; rest; rest >>= 7) bytes.unshift((rest & 0x7f) | 0x80);
    return bytes;
  };
  const row = Math.ceil(width / 8);
  const pixels = Buffer.alloc(row * rows);
  for (let y = 0; y < rows; y++) pixels.fill(0xff, y * row, y * row + Math.floor(row / 2));
  return Buffer.concat([Buffer.from([0, 0, ...multiByte(width), ...multiByte(height)]), pixels]);
}
