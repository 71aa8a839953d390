import type { AddressInfo } from 'node:net';
import { crc32, deflateSync } from 'node:zlib';
import { serve } from '@hono/node-server';
import { createTestTenant } from '@tmt/testing';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client } from '../client';
import { addProject } from '../factories';
import { bmp, wbmp } from '../image-files';
import { startTestApp, type TestApp } from '../test-app';

/** A served app (real sockets, so the rate limit sees the client's address) and who uploads into it. */
interface Served {
  t: TestApp;
  url: string;
  token: string;
  stop: () => Promise<void>;
}

async function served(options: { thumbnailsPerMinute?: number } = {}): Promise<Served> {
  const t = await startTestApp(options);
  const tenant = await createTestTenant(t.orm, `hostile-${options.thumbnailsPerMinute ?? 0}`);
  await addProject(client(t, tenant.admin.token), 'Images');
  const server = await new Promise<ReturnType<typeof serve>>((done) => {
    const s = serve({ fetch: t.app.fetch, port: 0, hostname: '127.0.0.1' }, () => done(s));
  });
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  // The first request of a process pays for setting up its HTTP client and connections: not what is measured here.
  expect((await fetch(`${url}/healthz`)).status).toBe(200);
  const stop = async () => {
    await new Promise((done) => server.close(done));
    await t.close();
  };
  return { t, url, token: tenant.admin.token, stop };
}

let s: Served;
beforeAll(async () => {
  s = await served();
  // Likewise the first upload and thumbnail (code compiled on first use): measured are the files, not a cold start.
  for (const [name, file] of [
    ['warm-up.wbmp', wbmp(8, 8)],
    ['warm-up.bmp', bmp(8, 8)],
  ] as const) {
    expect((await fetch((await upload(name, file)).thumbnail)).status).toBe(200);
  }
});
afterAll(() => s?.stop());

/** Uploads a file over HTTP; its small thumbnail URL and content hash. */
async function upload(filename: string, content: Buffer | string, to = s) {
  const query = new URLSearchParams({ filename, documentModelName: 'TestCase-dm', pathToField: '' });
  const res = await fetch(`${to.url}/api/v2/attachment?${query}`, {
    method: 'POST',
    // A Blob streams in chunks: the test's own sending does not hold up the server it shares this process with.
    body: typeof content === 'string' ? content : new Blob([new Uint8Array(content)]),
    headers: { Authorization: `Bearer ${to.token}`, 'Project-Id': 'P_1' },
  });
  expect(res.status).toBe(200);
  const { smallThumbnailUrl } = (await res.json()) as { smallThumbnailUrl: string };
  return { thumbnail: `${to.url}${smallThumbnailUrl}`, hash: smallThumbnailUrl.split('/')[5]! };
}

/** A thumbnail URL that must answer 404 THUMBNAIL_UNAVAILABLE for `failure`. */
async function unavailable(url: string, failure: string) {
  const res = await fetch(url);
  const body = (await res.json()) as { error: { code: number; message: string; data: Record<string, string> } };
  expect([res.status, body.error.code, body.error.data.reason, body.error.data.failure]).toEqual([
    404,
    -32004,
    'THUMBNAIL_UNAVAILABLE',
    failure,
  ]);
  expect(body.error.message).toMatch(/^No thumbnail is made of this file: /);
}

/**
 * Runs `work` while asking /healthz every 50 ms and sampling this process's memory (the server's: it runs here):
 * the slowest health answer and how far RSS and heap rose above where they were before.
 */
async function watched(work: () => Promise<void>) {
  const before = process.memoryUsage();
  let rss = before.rss;
  let heap = before.heapUsed;
  let slowest = 0;
  let done = false;
  const sample = setInterval(() => {
    const now = process.memoryUsage();
    rss = Math.max(rss, now.rss);
    heap = Math.max(heap, now.heapUsed);
  }, 10);
  const health = (async () => {
    while (!done) {
      const started = performance.now();
      const res = await fetch(`${s.url}/healthz`);
      expect(res.status).toBe(200);
      slowest = Math.max(slowest, performance.now() - started);
      await new Promise((next) => setTimeout(next, 50));
    }
  })();
  try {
    await work();
  } finally {
    done = true;
    clearInterval(sample);
    await health;
  }
  const MB = 1024 * 1024;
  return {
    slowestHealthMs: slowest,
    rssGrowthMb: (rss - before.rss) / MB,
    heapGrowthMb: (heap - before.heapUsed) / MB,
  };
}

/** A PNG of its header and an empty IDAT: any size it likes, no pixel data. */
function pngHeader(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const framed = Buffer.alloc(body.length + 8);
    framed.writeUInt32BE(data.length, 0);
    body.copy(framed, 4);
    framed.writeUInt32BE(crc32(body), body.length + 4);
    return framed;
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 6, 0, 0, 0], 8);
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([
    signature,
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(Buffer.alloc(0))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

describe('hostile images', () => {
  it('refuses an 18 MB WBMP declaring 12,000 × 12,000 pixels fast, with little memory, while /healthz answers', async () => {
    const file = wbmp(12_000, 12_000);
    expect(file.length).toBeGreaterThan(18_000_000);
    let thumbnail = '';
    // The 18 MB travel through this process twice (test client and server): their memory counts, the time of
    // sending them does not.
    const sent = await watched(async () => {
      thumbnail = (await upload('huge.wbmp', file)).thumbnail;
    });
    // The answer came before the thumbnails are made: refusing them (where decoding used to be) and every read of
    // their URL happen in this window.
    const figures = await watched(async () => {
      for (let i = 0; i < 5; i++) {
        const started = performance.now();
        await unavailable(thumbnail, 'SOURCE_TOO_LARGE');
        expect(performance.now() - started).toBeLessThan(1_000);
      }
    });
    // Decoding it whole took 600 MB more, and stalled the event loop for 4.7 s at each read.
    expect(figures.slowestHealthMs).toBeLessThan(1_000);
    expect(sent.rssGrowthMb + figures.rssGrowthMb).toBeLessThan(150);
    expect(sent.heapGrowthMb + figures.heapGrowthMb).toBeLessThan(100);
  });

  it('refuses by its header a WBMP past the pixel limit whose rows are all there, and one that claims more than it holds', async () => {
    // 5,000 × 4,000 = 20 million pixels in 2.5 MB, under the 4 MiB cap for WBMP.
    await unavailable((await upload('wide.wbmp', wbmp(5_000, 4_000))).thumbnail, 'PIXEL_LIMIT');
    const figures = await watched(async () => {
      await unavailable((await upload('claims.wbmp', wbmp(12_000, 12_000, 10))).thumbnail, 'PIXEL_LIMIT');
    });
    expect(figures.rssGrowthMb).toBeLessThan(100);
    await unavailable((await upload('short.wbmp', wbmp(1_000, 1_000, 10))).thumbnail, 'UNREADABLE');
  });

  it.each([
    ['BITMAPINFOHEADER', { dibSize: 40 }],
    ['BITMAPINFOHEADER, top-down (negative height)', { dibSize: 40, topDown: true }],
    ['BITMAPV4HEADER', { dibSize: 108 }],
    ['BITMAPV5HEADER, top-down', { dibSize: 124, topDown: true }],
    ['BITMAPCOREHEADER (16-bit sizes)', { dibSize: 12 }],
  ])('refuses a BMP with a %s declaring a huge size by its header, fast and with little memory', async (_, variant) => {
    const width = variant.dibSize === 12 ? 65_535 : 50_000;
    const file = bmp(width, width, { ...variant, headerOnly: true });
    const figures = await watched(async () => {
      const started = performance.now();
      await unavailable((await upload('huge.bmp', file)).thumbnail, 'PIXEL_LIMIT');
      expect(performance.now() - started).toBeLessThan(1_000);
    });
    expect(figures.slowestHealthMs).toBeLessThan(1_000);
    expect(figures.rssGrowthMb).toBeLessThan(100);
  });

  it('refuses PNG and SVG past the pixel limit by their headers, and a truncated BMP without decoding it', async () => {
    await unavailable((await upload('huge.png', pngHeader(100_000, 100_000))).thumbnail, 'PIXEL_LIMIT');
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" width="100000" height="100000"><rect width="10" height="10"/></svg>';
    await unavailable((await upload('huge.svg', svg)).thumbnail, 'PIXEL_LIMIT');
    const truncated = bmp(100, 100).subarray(0, 5_000);
    await unavailable((await upload('cut.bmp', truncated)).thumbnail, 'UNREADABLE');
  });

  it('decodes a large BMP off the event loop: /healthz keeps answering within 1 s', async () => {
    const file = bmp(2_000, 2_000);
    const figures = await watched(async () => {
      const { thumbnail } = await upload('large.bmp', file);
      const res = await fetch(thumbnail);
      expect([res.status, res.headers.get('Content-Type')]).toEqual([200, 'image/png']);
      expect(await sharp(Buffer.from(await res.arrayBuffer())).metadata()).toMatchObject({ width: 128, height: 128 });
    });
    expect(figures.slowestHealthMs).toBeLessThan(1_000);
  });

  it('shows a top-down BMP the right way up', async () => {
    // Top half red, bottom half blue.
    const file = bmp(64, 64, { dibSize: 124, topDown: true, color: (y) => (y < 32 ? 0xff0000 : 0x0000ff) });
    const res = await fetch((await upload('top-down.bmp', file)).thumbnail);
    const { data, info } = await sharp(Buffer.from(await res.arrayBuffer()))
      .raw()
      .toBuffer({ resolveWithObject: true });
    const pixel = (y: number) => [...data.subarray(y * info.width * info.channels, y * info.width * info.channels + 3)];
    expect([pixel(0), pixel(63)]).toEqual([
      [255, 0, 0],
      [0, 0, 255],
    ]);
  });

  it('remembers a failed thumbnail: the next request answers at once, without reading the file again', async () => {
    // A header that passes, and a palette of four billion colours that is not there: the decoder gives up.
    const file = bmp(64, 64);
    file.writeUInt16LE(8, 28);
    file.writeUInt32LE(0xffffffff, 46);
    const { thumbnail, hash } = await upload('damaged.bmp', file);
    await unavailable(thumbnail, 'UNREADABLE');
    const rows = await s.t.orm.em
      .fork()
      .execute('SELECT failure, small_hash FROM thumbnail WHERE content_hash = ?', [hash]);
    expect(rows).toEqual([{ failure: 'UNREADABLE', small_hash: null }]);
    // Without its bytes, a second decode could not even start: the answer comes from the remembered failure.
    await s.t.blobs.remove(hash);
    const started = performance.now();
    await unavailable(thumbnail, 'UNREADABLE');
    await unavailable(thumbnail.replace('small.png', 'big.png'), 'UNREADABLE');
    expect(performance.now() - started).toBeLessThan(500);
    const again = await fetch(thumbnail);
    expect(again.headers.get('Cache-Control')).toBe('public, max-age=86400');
  });
});

describe('the thumbnail rate limit', () => {
  it('answers 429 with Retry-After past the budget per client address, tokens or not', async () => {
    const limited = await served({ thumbnailsPerMinute: 3 });
    try {
      const { thumbnail } = await upload('dot.png', pngHeader(1, 1), limited);
      const statuses = [];
      for (let i = 0; i < 3; i++) statuses.push((await fetch(thumbnail)).status);
      expect(statuses).not.toContain(429);
      const refused = await fetch(thumbnail, { headers: { Authorization: `Bearer ${limited.token}` } });
      const body = (await refused.json()) as { error: { code: number; data: { reason: string } } };
      expect([refused.status, body.error.code, body.error.data.reason]).toEqual([429, -32029, 'TOO_MANY_REQUESTS']);
      expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(0);
      // Other routes keep their own budget.
      expect((await fetch(`${limited.url}/healthz`)).status).toBe(200);
    } finally {
      await limited.stop();
    }
  });
});
