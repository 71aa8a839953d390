import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { collectAttachments, diskBlobStore } from '@tmt/core';
import { createOwnDatabase, createTestTenant } from '@tmt/testing';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Client, client } from '../client';
import { addProject, addRun } from '../factories';
import { startTestApp, type TestApp } from '../test-app';

// Collection sweeps every tenant, so this file has a database of its own.
let database: Awaited<ReturnType<typeof createOwnDatabase>>;
let t: TestApp;
let api: Client;
let token: string;

beforeAll(async () => {
  database = await createOwnDatabase('lifecycle');
  t = await startTestApp({ databaseUrl: database.url });
  token = (await createTestTenant(t.orm, 'lifecycle')).admin.token;
  api = client(t, token);
  await addProject(api, 'Shop');
});
afterAll(async () => {
  await t?.close();
  await database?.drop();
});

async function upload(filename: string, body: BodyInit) {
  const res = await t.app.request(`/api/v2/attachment?filename=${filename}&documentModelName=TestRun-dm&pathToField=`, {
    method: 'POST',
    body,
    headers: { Authorization: `Bearer ${token}`, 'Project-Id': 'P_1' },
  });
  return res.json();
}

/** The files the blob store keeps. */
async function stored() {
  const dirs = (await readdir(t.blobDir)).filter((dir) => dir !== 'tmp');
  return (await Promise.all(dirs.map((dir) => readdir(join(t.blobDir, dir))))).flat().sort();
}

const collect = (unassignedMs: number, graceMs: number) =>
  collectAttachments(t.orm, diskBlobStore(t.blobDir), { unassignedMs, graceMs });

describe('the attachment lifecycle', () => {
  it('keeps fresh and assigned uploads, removes stale unassigned ones, and their bytes only after the grace period', async () => {
    const run = await addRun(api, { ProjectId: 'P_1', Title: 'Keeps' });
    const kept = await upload('kept.txt', 'assigned content');
    const twin = await upload('twin.txt', 'assigned content');
    await upload('loose.txt', 'nobody took me');
    await api.ok('MODIFY_DOCUMENT', {
      docRef: run,
      locale: 'en',
      document: { Root: { General: {}, Attachments: [kept.attachmentId] } },
    });

    expect(await collect(3_600_000, 0)).toEqual({ links: 0, attachments: 0, blobs: 0 });
    expect(await collect(0, 3_600_000)).toMatchObject({ attachments: 2, blobs: 0 });
    // The unassigned twin goes, but its bytes stay: the assigned attachment holds the same content.
    expect((await api.fail('GET_DOCUMENT', { docRef: `Attachment-dm/${twin.attachmentId}` })).data.reason).toBe(
      'DOCUMENT_NOT_FOUND',
    );
    expect((await api.root(`Attachment-dm/${kept.attachmentId}`)).General.Referenced).toBe(true);
    const before = await stored();
    expect(await collect(0, 0)).toMatchObject({ blobs: 1 });
    const after = await stored();
    expect(before.length - after.length).toBe(1);
    const { location } = await api.ok('LOAD_ATTACHMENT_URL', { attachmentId: kept.attachmentId, docRef: run });
    expect(await (await t.app.request(location)).text()).toBe('assigned content');
  });

  it('frees the attachments of a deleted document, with their thumbnails', async () => {
    const run = await addRun(api, { ProjectId: 'P_1', Title: 'Goes' });
    const png = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#123456' } })
      .png()
      .toBuffer();
    const shot = await upload('shot.png', new Blob([new Uint8Array(png)]));
    expect((await t.app.request(shot.smallThumbnailUrl)).status).toBe(200);
    await api.ok('MODIFY_DOCUMENT', {
      docRef: run,
      locale: 'en',
      document: { Root: { General: {}, Attachments: [shot.attachmentId] } },
    });
    await api.ok('DELETE_TEST_RUN', { testRunDocRef: run });
    const before = (await stored()).length;
    expect(await collect(0, 0)).toMatchObject({ links: 1, attachments: 1, blobs: 1 });
    // The image and both of its thumbnails.
    expect(before - (await stored()).length).toBe(3);
    expect((await t.app.request(shot.smallThumbnailUrl)).status).toBe(404);
  });
});
