import { createTestTenant } from '@tmt/testing';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Client, client } from '../client';
import { addProject } from '../factories';
import { bmp, wbmp } from '../image-files';
import { startTestApp, type TestApp } from '../test-app';

const WIDTH = 1000;
const HEIGHT = 500;

let t: TestApp;
let token: string;
let api: Client;

beforeAll(async () => {
  t = await startTestApp();
  token = (await createTestTenant(t.orm, 'thumbs')).admin.token;
  api = client(t, token);
  await addProject(api, 'Shop');
});
afterAll(() => t.close());

const canvas = () => sharp({ create: { width: WIDTH, height: HEIGHT, channels: 3, background: '#c03030' } });

async function upload(filename: string, content: Buffer | string) {
  const body = typeof content === 'string' ? content : new Blob([new Uint8Array(content)]);
  const res = await t.app.request(
    `/api/v2/attachment?filename=${filename}&documentModelName=TestCase-dm&pathToField=`,
    {
      method: 'POST',
      body,
      headers: { Authorization: `Bearer ${token}`, 'Project-Id': 'P_1' },
    },
  );
  return res.json();
}

/** The PNG behind a thumbnail URL, with its cache header. */
async function fetchPng(url: string) {
  const res = await t.app.request(url);
  expect(res.status).toBe(200);
  expect(res.headers.get('Content-Type')).toBe('image/png');
  expect(res.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
  const { format, width, height } = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
  return { format, width, height };
}

describe('thumbnails', () => {
  const sources: [string, () => Promise<Buffer | string>][] = [
    ['photo.jpg', () => canvas().jpeg().toBuffer()],
    ['shot.png', () => canvas().png().toBuffer()],
    ['anim.gif', () => canvas().gif().toBuffer()],
    ['paint.bmp', async () => bmp(WIDTH, HEIGHT)],
    ['phone.wbmp', async () => wbmp(WIDTH, HEIGHT)],
    [
      'diagram.svg',
      async () =>
        `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}"><rect width="100%" height="100%" fill="#c03030"/></svg>`,
    ],
  ];

  it.each(sources)('makes a small and a big PNG of %s, longest side 128 and 512', async (name, make) => {
    const answer = await upload(name, await make());
    expect(answer.smallThumbnailUrl).toMatch(/^\/api\/v2\/attachment\/thumbnail\/[0-9a-f]{64}\/small\.png$/);
    expect(await fetchPng(answer.smallThumbnailUrl)).toEqual({ format: 'png', width: 128, height: 64 });
    expect(await fetchPng(answer.bigThumbnailUrl)).toEqual({ format: 'png', width: 512, height: 256 });
    expect(await api.ok('LOAD_THUMBNAIL_URL', { attachmentId: answer.attachmentId })).toEqual({
      smallThumbnailUrl: answer.smallThumbnailUrl,
      bigThumbnailUrl: answer.bigThumbnailUrl,
    });
  });

  it('does not enlarge a small image, and gives other types no thumbnails', async () => {
    const icon = await upload(
      'icon.png',
      await sharp({ create: { width: 40, height: 20, channels: 3, background: '#000' } })
        .png()
        .toBuffer(),
    );
    expect(await fetchPng(icon.bigThumbnailUrl)).toEqual({ format: 'png', width: 40, height: 20 });
    const log = await upload('run.log', 'no picture here');
    expect([log.smallThumbnailUrl, log.bigThumbnailUrl]).toEqual([null, null]);
    expect(await api.ok('LOAD_THUMBNAIL_URL', { attachmentId: log.attachmentId })).toEqual({
      smallThumbnailUrl: null,
      bigThumbnailUrl: null,
    });
  });

  it('answers 404 for content it does not know and for a damaged image', async () => {
    const unknown = await t.app.request(`/api/v2/attachment/thumbnail/${'0'.repeat(64)}/small.png`);
    expect([unknown.status, (await unknown.json()).error.data.reason]).toEqual([404, 'DOCUMENT_NOT_FOUND']);
    const broken = await upload('broken.svg', '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect');
    expect((await t.app.request(broken.smallThumbnailUrl)).status).toBe(404);
    expect((await t.app.request('/api/v2/attachment/thumbnail/abc/small.png')).status).toBe(404);
  });
});
