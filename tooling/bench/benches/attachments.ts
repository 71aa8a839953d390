import { randomBytes } from 'node:crypto';
import { renderThumbnails } from '@tmt/core';
import sharp from 'sharp';
import { createBenchTenant, startBenchTmt } from '../bench-tmt';
import { figure, size } from '../figures';

/**
 * Uploads: 200 files of 1 MB (distinct bytes, so every one is stored) from 10 clients at once over HTTP, timed per
 * upload; then thumbnails: 50 distinct 1600×1200 JPEGs, both sizes made one after another.
 */

const UPLOADS = size(200, 40);
const CLIENTS = 10;
const SIZE = 1024 * 1024;
const IMAGES = size(50, 10);

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

export default async function attachments(): Promise<void> {
  const tmt = await startBenchTmt();
  try {
    const bench = await createBenchTenant(tmt);
    const url = `${tmt.url}/api/v2/attachment?filename=bench.bin&documentModelName=TestCase-dm&pathToField=`;
    const headers = { Authorization: `Bearer ${bench.token}`, 'Project-Id': 'P_1' };
    const files = Array.from({ length: UPLOADS }, () => randomBytes(SIZE));
    const times: number[] = [];
    let next = 0;
    const started = performance.now();
    await Promise.all(
      Array.from({ length: CLIENTS }, async () => {
        while (next < UPLOADS) {
          const body = files[next++]!;
          const start = performance.now();
          const res = await fetch(url, { method: 'POST', body, headers });
          if (res.status !== 200) throw new Error(`upload answered ${res.status}: ${await res.text()}`);
          await res.arrayBuffer();
          times.push(performance.now() - start);
        }
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    times.sort((a, b) => a - b);
    figure('attachments: upload 1 MB p95', percentile(times, 95), 'ms');
    console.log(`uploads: ${UPLOADS} × 1 MB from ${CLIENTS} clients in ${seconds.toFixed(2)} s`);
    console.log(
      `  ${((UPLOADS * SIZE) / 1024 ** 2 / seconds).toFixed(1)} MB/s, p50 ${percentile(times, 50).toFixed(1)} ms, p95 ${percentile(times, 95).toFixed(1)} ms`,
    );

    // Thumbnails as made after an upload: decode, then both sizes, one image after another.
    const jpegs = await Promise.all(
      Array.from({ length: IMAGES }, (_, i) =>
        sharp({ create: { width: 1600, height: 1200, channels: 3, background: { r: i * 5, g: 80, b: 160 } } })
          .jpeg()
          .toBuffer(),
      ),
    );
    const start = performance.now();
    for (const jpeg of jpegs) {
      if (!(await renderThumbnails(jpeg, 'image/jpeg'))) throw new Error('a thumbnail could not be made');
    }
    const thumbSeconds = (performance.now() - start) / 1000;
    figure('attachments: thumbnails', IMAGES / thumbSeconds, 'images/s', 'higher');
    console.log(
      `thumbnails: ${IMAGES} JPEGs of 1600×1200, small and big each: ${(IMAGES / thumbSeconds).toFixed(1)} images/s`,
    );
  } finally {
    await tmt.stop();
  }
}
