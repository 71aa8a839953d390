import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { type BlobStore, BlobTooLarge, s3BlobStore } from '@tmt/core';
import { createTestTenant } from '@tmt/testing';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client } from '../client';
import { addProject, addRun } from '../factories';
import { startTestApp, type TestApp } from '../test-app';

// A real S3 protocol peer (s3rver, from npm) on a port of its own; the store talks to it with the AWS SDK.
const BUCKET = 'tmt-blobs';
const credentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

let directory: string;
let peer: S3rver;
let s3: S3Client;
let store: BlobStore;
let peerConfig: { endpoint: string; region: string; credentials: typeof credentials };
let t: TestApp;

beforeAll(async () => {
  directory = mkdtempSync(join(tmpdir(), 'tmt-s3rver-'));
  peer = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory,
    configureBuckets: [{ name: BUCKET, configs: [] }],
  });
  const { port } = (await peer.run()) as AddressInfo;
  const config = { endpoint: `http://127.0.0.1:${port}`, region: 'us-east-1', credentials };
  peerConfig = config;
  s3 = new S3Client({ ...config, forcePathStyle: true });
  store = s3BlobStore(BUCKET, config);
  t = await startTestApp({ blobs: store });
});
afterAll(async () => {
  await t?.close();
  await peer?.close();
  rmSync(directory, { recursive: true, force: true });
});

const keys = async () =>
  ((await s3.send(new ListObjectsV2Command({ Bucket: BUCKET }))).Contents ?? []).map((object) => object.Key).sort();
const sha256 = (content: string) => createHash('sha256').update(content).digest('hex');

describe('the S3 blob store against an S3 peer', () => {
  it('keeps content under its SHA-256, once however often it is put, and reads it back', async () => {
    const content = 'x'.repeat(6 * 1024 * 1024) + 'end';
    const first = await store.put(Readable.from([content]), 10 * 1024 * 1024);
    const second = await store.put(Readable.from([content]), 10 * 1024 * 1024);
    expect(first).toMatchObject({ hash: sha256(content), size: content.length });
    expect(second.hash).toBe(first.hash);
    expect(await keys()).toContain(first.hash);
    expect((await keys()).filter((key) => key?.startsWith('tmp/'))).toEqual([]);
    expect(await text((await store.get(first.hash))!)).toBe(content);
    expect(await store.get(sha256('never stored'))).toBeUndefined();
  });

  it('answers the readiness check while the bucket is there, and refuses it for a bucket that is not', async () => {
    await expect(store.check()).resolves.toBeUndefined();
    await expect(s3BlobStore('no-such-bucket', peerConfig).check()).rejects.toThrow();
  });

  it('refuses content past the limit and keeps nothing of it', async () => {
    const before = await keys();
    await expect(store.put(Readable.from(['y'.repeat(2048)]), 1024)).rejects.toBeInstanceOf(BlobTooLarge);
    expect(await keys()).toEqual(before);
  });

  it('serves uploads, assignment and signed downloads end to end', async () => {
    const tenant = await createTestTenant(t.orm, 's3');
    const api = client(t, tenant.admin.token);
    await addProject(api, 'Shop');
    const run = await addRun(api, { ProjectId: 'P_1', Title: 'On S3' });
    const res = await t.app.request('/api/v2/attachment?filename=notes.txt&documentModelName=TestRun-dm&pathToField=', {
      method: 'POST',
      body: 'kept in a bucket',
      headers: { Authorization: `Bearer ${tenant.admin.token}`, 'Project-Id': 'P_1' },
    });
    const { attachmentId } = await res.json();
    expect(await keys()).toContain(sha256('kept in a bucket'));
    await api.ok('MODIFY_DOCUMENT', {
      docRef: run,
      locale: 'en',
      document: { Root: { General: {}, Attachments: [attachmentId] } },
    });
    const { location } = await api.ok('LOAD_ATTACHMENT_URL', { attachmentId, docRef: run });
    const download = await t.app.request(location);
    expect([download.status, await download.text()]).toEqual([200, 'kept in a bucket']);
  });
});
