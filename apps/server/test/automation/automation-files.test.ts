import { collectAttachments } from '@tmt/core';
import { createOwnDatabase, createTestTenant } from '@tmt/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Client, client } from '../client';
import { addNode, addProject, addSuite } from '../factories';
import { settle } from '../settle';
import { startTestApp, type TestApp } from '../test-app';

// Collection sweeps every tenant, so this file has a database of its own.
let database: Awaited<ReturnType<typeof createOwnDatabase>>;
let t: TestApp;
let api: Client;
let token: string;

beforeAll(async () => {
  database = await createOwnDatabase('automation_files');
  t = await startTestApp({ databaseUrl: database.url });
  token = (await createTestTenant(t.orm, 'automation-files')).admin.token;
  api = client(t, token);
  await addProject(api, 'Shop');
  const suite = await addSuite(api, { ProjectId: 'P_1', Title: 'Checkout' });
  await addNode(api, suite, 'TestCase-dm', { General: { Title: 'Cart total' } });
});
afterAll(async () => {
  await t?.close();
  await database?.drop();
});

const download = (taskRef: string) =>
  t.app.request(`/api/automation/data/${taskRef.split('/')[1]}`, { headers: { Authorization: `Bearer ${token}` } });

describe("a task's file and the attachment lifecycle", () => {
  it('keeps the bytes of an export when an attachment of the same bytes is uploaded and collected', async () => {
    const taskRef = await api.ok('EXPORT_QF_DATA_STRUCTURE', { projectId: 'P_1', subprojectId: '_', version: 1 });
    await settle(t, api, taskRef);
    const bytes = await (await download(taskRef)).text();
    // Someone uploads the downloaded export as evidence and never attaches it: it is collected, bytes and all …
    const upload = await t.app.request(
      '/api/v2/attachment?filename=export.json&documentModelName=TestRun-dm&pathToField=',
      {
        method: 'POST',
        body: bytes,
        headers: { Authorization: `Bearer ${token}`, 'Project-Id': 'P_1' },
      },
    );
    expect(upload.status).toBe(200);
    expect(await collectAttachments(t.orm, t.blobs, { unassignedMs: 0, graceMs: 0 })).toMatchObject({ attachments: 1 });
    expect(await collectAttachments(t.orm, t.blobs, { unassignedMs: 0, graceMs: 0 })).toMatchObject({ blobs: 0 });
    // … except for what the task's file still needs.
    const again = await download(taskRef);
    expect(again.status).toBe(200);
    expect(await again.text()).toBe(bytes);
  });
});
