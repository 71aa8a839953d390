import { readdir } from 'node:fs/promises';
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { serve } from '@hono/node-server';
import { createTestTenant } from '@tmt/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client } from '../client';
import { addProject } from '../factories';
import { startTestApp, type TestApp } from '../test-app';

let t: TestApp;
let tenant: Awaited<ReturnType<typeof createTestTenant>>;
let server: ReturnType<typeof serve>;
let port: number;
const uncaught: unknown[] = [];
const onUncaught = (err: unknown) => uncaught.push(err);

beforeAll(async () => {
  t = await startTestApp();
  tenant = await createTestTenant(t.orm, 'multipart');
  await addProject(client(t, tenant.admin.token), 'Shop');
  server = await new Promise((done) => {
    const s = serve({ fetch: t.app.fetch, port: 0, hostname: '127.0.0.1' }, () => done(s));
  });
  port = (server.address() as AddressInfo).port;
  process.on('uncaughtException', onUncaught);
});
afterAll(async () => {
  process.off('uncaughtException', onUncaught);
  await new Promise((done) => server.close(done));
  await t.close();
});

/** A raw multipart upload over a real socket: the body exactly as given, then the socket ends. */
function post(
  contentType: string,
  body: string,
): Promise<{
  status: number;
  body: { error?: { code: number; data: { reason: string; issues: { message: string }[] } } };
}> {
  return new Promise((resolve, reject) => {
    const req = request(
      {
        port,
        host: '127.0.0.1',
        method: 'POST',
        path: '/api/v2/attachment?filename=shot.png&documentModelName=TestCase-dm&pathToField=',
        headers: {
          'Content-Type': contentType,
          'Content-Length': Buffer.byteLength(body),
          Authorization: `Bearer ${tenant.admin.token}`,
          'Project-Id': 'P_1',
        },
      },
      (res) => {
        let text = '';
        res.on('data', (chunk) => {
          text += chunk;
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: JSON.parse(text) }));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

const storedFiles = async () => {
  const dirs = (await readdir(t.blobDir)).filter((dir) => dir !== 'tmp');
  return (await Promise.all(dirs.map((dir) => readdir(join(t.blobDir, dir))))).flat();
};

const part = (boundary: string) =>
  `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="shot.png"\r\n` +
  'Content-Type: application/octet-stream\r\n\r\nsome bytes of a file';

describe('broken multipart uploads', () => {
  it.each([
    ['without its closing boundary', 'multipart/form-data; boundary=XyZ', part('XyZ')],
    ['with no boundary in its Content-Type', 'multipart/form-data', `${part('XyZ')}\r\n--XyZ--\r\n`],
    ['whose file part ends but not the form', 'multipart/form-data; boundary=XyZ', `${part('XyZ')}\r\n--XyZ`],
    ['with a broken part header', 'multipart/form-data; boundary=XyZ', '--XyZ\r\nContent-Disposition: form-da'],
    ['with an empty body', 'multipart/form-data; boundary=XyZ', ''],
  ])('an upload %s is answered 400 -32602 with its reason, and nothing is kept', async (_, type, body) => {
    const before = await storedFiles();
    const res = await post(type, body);
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({ code: -32602, data: { reason: 'INVALID_PARAMS' } });
    expect(res.body.error?.data.issues[0]?.message).toMatch(/multipart/);
    expect(await storedFiles()).toEqual(before);
    expect(t.errors).toEqual([]);
    expect(uncaught).toEqual([]);
  });

  it('a whole form next to them is still taken', async () => {
    const res = await post('multipart/form-data; boundary=XyZ', `${part('XyZ')}\r\n--XyZ--\r\n`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ filename: 'shot.png', size: 'some bytes of a file'.length });
  });
});
