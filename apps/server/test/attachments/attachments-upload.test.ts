import { readdir } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { serve } from '@hono/node-server';
import { createTestTenant, createTestUser } from '@tmt/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Client, client } from '../client';
import { addProject } from '../factories';
import { startTestApp, type TestApp } from '../test-app';

// A 1×1 PNG, as a screenshot tool writes it.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGNgYGD4DwABBAEAwS2OUAAAAABJRU5ErkJggg==',
  'base64',
);
const MAX_BYTES = 64 * 1024;

let t: TestApp;
let tenant: Awaited<ReturnType<typeof createTestTenant>>;
let api: Client;

beforeAll(async () => {
  t = await startTestApp({ attachmentMaxBytes: MAX_BYTES });
  tenant = await createTestTenant(t.orm, 'uploads');
  api = client(t, tenant.admin.token);
  await addProject(api, 'Shop');
});
afterAll(() => t.close());

interface Upload {
  query?: Record<string, string | undefined>;
  body?: BodyInit;
  token?: string | null;
  headers?: Record<string, string>;
}

/** POST /api/v2/attachment in this process: status and parsed answer. */
async function upload({ query = {}, body = PNG, token = tenant.admin.token, headers = {} }: Upload) {
  const params = new URLSearchParams();
  const all = { filename: 'shot.png', documentModelName: 'TestCase-dm', pathToField: '', ...query };
  for (const [key, value] of Object.entries(all)) if (value !== undefined) params.set(key, value);
  const init = {
    method: 'POST',
    body,
    headers: { 'Project-Id': 'P_1', ...(token ? { Authorization: `Bearer ${token}` } : {}), ...headers },
    // A stream body is sent as it is read.
    duplex: 'half',
  };
  const res = await t.app.request(`/api/v2/attachment?${params}`, init as RequestInit);
  return { status: res.status, body: await res.json() };
}

/** The files the blob store keeps (its temporary folder left out). */
async function storedFiles() {
  const dirs = (await readdir(t.blobDir)).filter((dir) => dir !== 'tmp');
  return (await Promise.all(dirs.map((dir) => readdir(join(t.blobDir, dir))))).flat();
}

describe('POST /api/v2/attachment', () => {
  it('stores a raw body and answers the upload response; the Attachment-dm document describes it', async () => {
    const { status, body } = await upload({ query: { filename: 'login-error.png' } });
    expect(status).toBe(200);
    expect(body).toEqual({
      attachmentId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      filename: 'login-error.png',
      mimeType: 'image/png',
      smallThumbnailUrl: expect.stringMatching(/^\/api\/v2\/attachment\/thumbnail\/[0-9a-f]{64}\/small\.png$/),
      bigThumbnailUrl: expect.stringMatching(/^\/api\/v2\/attachment\/thumbnail\/[0-9a-f]{64}\/big\.png$/),
      size: PNG.length,
      annotations: [],
    });
    const root = await api.root(`Attachment-dm/${body.attachmentId}`);
    expect(root.General).toMatchObject({
      ProjectId: 'P_1',
      FileName: 'login-error.png',
      OriginalFileName: 'login-error.png',
      UploadBy: 'admin',
      Referenced: false,
      CopyNumber: 0,
      File: { content: null, attachment_id: body.attachmentId, size: PNG.length, mime_type: 'image/png' },
    });
    expect(root.General.File.internal_filename).toMatch(/^[0-9a-f]{64}$/);
  });

  it('tells the type from the bytes, and from the name only where bytes cannot tell', async () => {
    const named = async (filename: string, body: BodyInit) =>
      (await upload({ query: { filename }, body })).body.mimeType;
    expect(await named('screenshot.txt', PNG)).toBe('image/png');
    expect(await named('not-really.png', 'plain text')).toBe('application/octet-stream');
    expect(await named('run.log', 'line 1\nline 2\n')).toBe('text/plain');
    expect(await named('diagram.svg', '<svg xmlns="http://www.w3.org/2000/svg"/>')).toBe('image/svg+xml');
  });

  it('keeps the same content once, however often it is uploaded', async () => {
    const content = `same bytes ${Date.now()}`;
    const before = (await storedFiles()).length;
    const first = await upload({ query: { filename: 'a.txt' }, body: content });
    const second = await upload({ query: { filename: 'b.txt' }, body: content });
    expect(first.body.attachmentId).not.toBe(second.body.attachmentId);
    expect((await storedFiles()).length).toBe(before + 1);
    const files = await Promise.all(
      [first, second].map(async ({ body }) => (await api.root(`Attachment-dm/${body.attachmentId}`)).General.File),
    );
    expect(files[0].internal_filename).toBe(files[1].internal_filename);
  });

  it('refuses bad queries with INVALID_PARAMS naming the field, and stores nothing', async () => {
    const before = await storedFiles();
    const refused = async (query: Record<string, string | undefined>) => {
      const { status, body } = await upload({ query });
      expect(status).toBe(400);
      expect(body.error.data.reason).toBe('INVALID_PARAMS');
      return body.error.data.issues.map((issue: { path: string }) => issue.path);
    };
    expect(await refused({ filename: 'no-extension' })).toEqual(['query.filename']);
    expect(await refused({ filename: '../etc/passwd.txt' })).toEqual(['query.filename']);
    expect(await refused({ filename: 'nul\0.png' })).toEqual(['query.filename']);
    expect(await refused({ documentModelName: 'Nope-dm' })).toEqual(['query.documentModelName']);
    expect(await refused({ pathToField: undefined })).toEqual(['query.pathToField']);
    expect(await refused({ pathToField: 'Root\0' })).toEqual(['query.pathToField']);
    expect(await storedFiles()).toEqual(before);
  });

  it('refuses a model without attachments, a missing project and a caller without a role, before storing', async () => {
    const before = await storedFiles();
    const project = await upload({ query: { documentModelName: 'Project-dm' } });
    expect([project.status, project.body.error.data.reason]).toEqual([400, 'UNSUPPORTED_DOCUMENT_MODEL']);
    const noProject = await upload({ headers: { 'Project-Id': '' } });
    expect([noProject.status, noProject.body.error.data.reason]).toEqual([400, 'PROJECT_ID_REQUIRED']);
    const unknown = await upload({ headers: { 'Project-Id': 'P_99' } });
    expect([unknown.status, unknown.body.error.data.reason]).toEqual([404, 'DOCUMENT_NOT_FOUND']);
    const outsider = await createTestUser(t.orm, tenant.tenantId, 'outsider', []);
    const forbidden = await upload({ token: outsider.token });
    expect([forbidden.status, forbidden.body.error.data.reason]).toEqual([403, 'NO_ROLE_IN_PROJECT']);
    const anonymous = await upload({ token: null });
    expect([anonymous.status, anonymous.body.error.data.reason]).toEqual([401, 'TOKEN_MISSING']);
    expect(await storedFiles()).toEqual(before);
  });

  it('answers 413 past TMT_ATTACHMENT_MAX_BYTES, with or without a Content-Length, and keeps nothing', async () => {
    const before = await storedFiles();
    const big = Buffer.alloc(MAX_BYTES + 1, 7);
    const declared = await upload({ body: big, query: { filename: 'big.bin' } });
    expect([declared.status, declared.body.error.data.reason]).toEqual([413, 'BODY_TOO_LARGE']);
    const streamed = await upload({
      body: new Blob([big]).stream(),
      query: { filename: 'big.bin' },
      headers: { 'Transfer-Encoding': 'chunked' },
    });
    expect([streamed.status, streamed.body.error.data.reason]).toEqual([413, 'BODY_TOO_LARGE']);
    expect(await storedFiles()).toEqual(before);
    expect(await readdir(join(t.blobDir, 'tmp'))).toEqual([]);
  });

  it("hides another tenant's attachment as not found", async () => {
    const { body } = await upload({});
    const other = await createTestTenant(t.orm, 'uploads-other');
    const error = await client(t, other.admin.token).fail('GET_DOCUMENT', {
      docRef: `Attachment-dm/${body.attachmentId}`,
    });
    expect([error.code, error.data.reason]).toEqual([-32004, 'DOCUMENT_NOT_FOUND']);
  });
});

describe('POST /api/v2/attachment on a served socket', () => {
  it('takes multipart/form-data as browsers and CI tools send it, streamed from the socket', async () => {
    const server = await new Promise<ReturnType<typeof serve>>((done) => {
      const s = serve({ fetch: t.app.fetch, port: 0, hostname: '127.0.0.1' }, () => done(s));
    });
    try {
      const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      const form = new FormData();
      form.set('file', new Blob([PNG], { type: 'application/octet-stream' }), 'from-ci.png');
      const query = 'filename=from-ci.png&documentModelName=TestRun-dm&pathToField=';
      const res = await fetch(`${url}/api/v2/attachment?${query}`, {
        method: 'POST',
        body: form,
        headers: { Authorization: `Bearer ${tenant.admin.token}`, 'Project-Id': 'P_1' },
      });
      expect(res.status).toBe(200);
      expect(await res.json()).toMatchObject({ filename: 'from-ci.png', mimeType: 'image/png', size: PNG.length });
      const raw = await fetch(`${url}/api/v2/attachment?${query}`, {
        method: 'POST',
        body: PNG,
        headers: { Authorization: `Bearer ${tenant.admin.token}`, 'Project-Id': 'P_1' },
      });
      expect(await raw.json()).toMatchObject({ mimeType: 'image/png', size: PNG.length });
    } finally {
      await new Promise((done) => server.close(done));
    }
  });
});
