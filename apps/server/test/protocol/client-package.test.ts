import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { type ExportStructure, TmtClient, TmtRpcError, TmtTransportError, waitForTask } from '@tmt/client';
import { createTestTenant, runJobsOnce } from '@tmt/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../test-app';

let t: TestApp;
let server: ReturnType<typeof serve>;
let url: string;
let tenantId: string;
let token: string;

beforeAll(async () => {
  t = await startTestApp();
  server = await new Promise((done) => {
    const s = serve({ fetch: t.app.fetch, port: 0, hostname: '127.0.0.1' }, () => done(s));
  });
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const tenant = await createTestTenant(t.orm, 'client');
  tenantId = tenant.tenantId;
  token = tenant.admin.token;
});
afterAll(async () => {
  await new Promise((done) => server.close(done));
  await t.close();
});

describe('@tmt/client against the server', () => {
  it('adds and reads a project with typed calls, the token given by a function', async () => {
    const api = new TmtClient({ url, token: async () => token, locale: 'de' });
    const docRef = await api.call('ADD_DOCUMENT', {
      documentModelName: 'Project-dm',
      locale: 'en',
      document: { Root: { General: { Title: 'From the client', ParentId: '_' } } },
    });
    const read = await api.call('GET_DOCUMENT', { docRef });
    expect(read).toMatchObject({
      documentModelName: 'Project-dm',
      document: { Root: { General: { Title: 'From the client' } } },
    });
    const projects = await api.call('LOAD_PROJECTS_BY_TENANT', {});
    expect(projects.map((p) => p.document.Root.General.Title)).toContain('From the client');
  });

  it('rejects an error answer with its code and reason, in the client locale', async () => {
    const api = new TmtClient({ url, token, locale: 'de' });
    const error = await api
      .call('GET_DOCUMENT', { docRef: 'Project-dm/00000000-0000-4000-8000-000000000000' })
      .catch((err: unknown) => err);
    expect(error).toBeInstanceOf(TmtRpcError);
    expect(error).toMatchObject({ code: -32004, reason: 'DOCUMENT_NOT_FOUND' });
    expect((error as Error).message).toMatch(/nicht gefunden/);
  });

  it('sends a batch in one request and answers each call in order, failures beside results', async () => {
    const api = new TmtClient({ url, token });
    const [projects, missing] = await api.batch([
      { method: 'LOAD_PROJECTS_BY_TENANT', params: {} },
      { method: 'GET_DOCUMENT', params: { docRef: 'TestRun-dm/00000000-0000-4000-8000-000000000000' } },
    ]);
    expect(projects.ok && Array.isArray(projects.result)).toBe(true);
    expect(missing.ok ? null : missing.error.reason).toBe('DOCUMENT_NOT_FOUND');
  });

  it('answers an unauthenticated call with its HTTP status, and an aborted one with a transport error', async () => {
    const stranger = new TmtClient({ url, token: 'not-a-token', retries: 0 });
    await expect(stranger.call('LOAD_PROJECTS_BY_TENANT', {})).rejects.toMatchObject({
      code: -32001,
      reason: 'TOKEN_INVALID',
      status: 401,
    });
    const api = new TmtClient({ url, token, retries: 0 });
    await expect(api.call('LOAD_PROJECTS_BY_TENANT', {}, { signal: AbortSignal.abort() })).rejects.toBeInstanceOf(
      TmtTransportError,
    );
    const nowhere = new TmtClient({ url: 'http://127.0.0.1:9', token, retries: 1 });
    await expect(nowhere.call('LOAD_PROJECTS_BY_TENANT', {})).rejects.toBeInstanceOf(TmtTransportError);
  });

  it('follows a task to DONE, reporting its progress on the way', async () => {
    const api = new TmtClient({ url, token });
    await api.call('ADD_DOCUMENT', {
      documentModelName: 'Project-dm',
      locale: 'en',
      document: { Root: { General: { Title: 'Versioned', ParentId: '_' } } },
    });
    const projects = await api.call('LOAD_PROJECTS_BY_TENANT', {});
    const projectId = String(
      projects.find((p) => p.document.Root.General.Title === 'Versioned')?.document.Root.General.Id,
    );
    const taskRef = await api.call(
      'CREATE_PROJECT_VERSION',
      { document: { Root: { General: { Title: 'v2' } } }, locale: 'en' },
      { projectId },
    );
    const seen: string[] = [];
    const done = waitForTask(api, taskRef, { intervalMs: 50, onProgress: (task) => seen.push(task.status) });
    await runJobsOnce(t.orm, { tenants: [tenantId] });
    const task = await done;
    expect(task.Root.General.Status).toBe('DONE');
    expect(seen[0]).toBe('NEW');
  });

  it('downloads an export by its task docRef, the bare tree, and checks a version only when asked', async () => {
    const api = new TmtClient({ url, token });
    const project = await api.call('ADD_DOCUMENT', {
      documentModelName: 'Project-dm',
      locale: 'en',
      document: { Root: { General: { Title: 'Exported', ParentId: '_' } } },
    });
    const { document } = await api.call('GET_DOCUMENT', { docRef: project });
    const projects = await api.call('LOAD_PROJECTS_BY_TENANT', {});
    const projectId = String(projects.find((p) => p.linkRef === project)?.document.Root.General.Id);
    const taskRef = await api.call('EXPORT_QF_DATA_STRUCTURE', { projectId, subprojectId: '_', version: 1 });
    const done = waitForTask(api, taskRef, { intervalMs: 50 });
    await runJobsOnce(t.orm, { tenants: [tenantId] }, { blobs: t.blobs });
    await done;
    const response = await api.download(taskRef);
    expect(response.headers.get('X-TMT-Export-Type')).toBe('STRUCTURE');
    const tree: ExportStructure = await response.json();
    expect(tree).toMatchObject({ type: 'Project', id: projectId, children: [{ type: 'Version', children: [] }] });

    const stale = api.call('MODIFY_DOCUMENT', {
      docRef: project,
      locale: 'en',
      document: { Root: { General: { Title: 'Renamed' } } },
      expectedModelVersion: document.__meta.modelVersion + 1,
    });
    await expect(stale).rejects.toMatchObject({ code: -32009, reason: 'STALE_MODEL_VERSION' });
  });
});
