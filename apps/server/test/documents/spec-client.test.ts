import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { createTestTenant, runJobsOnce } from '@tmt/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../test-app';

// A client written from the two spec parts alone, as a new integrator writes one: plain fetch over a real socket,
// the spec's shapes, no @tmt/client and no expectedModelVersion. It keeps its copy of a document and saves it again,
// downloads both exports and closes a run with MODIFY_DOCUMENT.

// biome-ignore lint/suspicious/noExplicitAny: answers are inspected field by field
type Any = any;

let t: TestApp;
let server: ReturnType<typeof serve>;
let base: string;
let token: string;
let tenantId: string;

/** One JSON-RPC call as the spec writes it: `{ id, jsonrpc, method, params }`; the whole answer body. */
async function send(method: string, params: unknown): Promise<Any> {
  const res = await fetch(`${base}/api/v2/rpc`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json', 'Project-Id': 'P_1' },
    body: JSON.stringify({ id: 1, jsonrpc: '2.0', method, params }),
  });
  return res.json();
}
async function call(method: string, params: unknown): Promise<Any> {
  const body = await send(method, params);
  if (body.error) throw new Error(`${method}: ${JSON.stringify(body.error)}`);
  return body.result;
}
async function refused(method: string, params: unknown): Promise<Any> {
  const body = await send(method, params);
  if (!body.error) throw new Error(`${method} should have failed: ${JSON.stringify(body)}`);
  return body.error;
}
const read = async (docRef: string) => (await call('GET_DOCUMENT', { docRef })).document;

/** Runs the tenant's queued tasks until `taskRef` has ended; its document. */
async function settled(taskRef: string) {
  for (let i = 0; i < 100; i++) {
    await runJobsOnce(t.orm, { tenants: [tenantId] }, { blobs: t.blobs });
    const task = await read(taskRef);
    if (['DONE', 'ERROR'].includes(task.Root.General.Status)) return task;
  }
  throw new Error(`${taskRef} did not end`);
}

let project: string;
let suite: string;
let folder: string;
let testCase: string;
let run: string;
let suiteInRun: string;
let execution: string;
let user: string;

beforeAll(async () => {
  t = await startTestApp();
  const tenant = await createTestTenant(t.orm, 'spec-client');
  token = tenant.admin.token;
  tenantId = tenant.tenantId;
  server = await new Promise((done) => {
    const s = serve({ fetch: t.app.fetch, port: 0, hostname: '127.0.0.1' }, () => done(s));
  });
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const add = (documentModelName: string, General: Record<string, unknown>) =>
    call('ADD_DOCUMENT', { documentModelName, locale: 'en', document: { Root: { General } } });
  const node = async (documentModelName: string, parentNodeDocRef: string, Title: string) =>
    (
      await call('CREATE_TEST_CASE_TREE_NODE', {
        documentModelName,
        locale: 'en',
        document: { Root: { General: { Title } } },
        parentNodeDocRef,
      })
    ).linkDescriptor.entities[1].docRef;
  project = await add('Project-dm', { Title: 'Shop' });
  suite = await add('TestSuite-dm', { ProjectId: 'P_1', Title: 'Checkout' });
  folder = await node('TestFolder-dm', suite, 'Payment');
  testCase = await node('TestCase-dm', folder, 'Pay by card');
  await node('TestCase-dm', suite, 'Cart total');
  run = await add('TestRun-dm', { ProjectId: 'P_1', Title: 'Release', Status: 'active' });
  [{ id: suiteInRun }] = await call('ADD_TEST_SUITES_TO_RUN', { testRunDocRef: run, testSuiteDocRefs: [suite] });
  await call('ADD_TEST_CASES_TO_RUN', { testRunDocRef: run, testCasesDocRefs: [testCase] });
  const executions = await call('GET_TEST_CASE_EXECUTIONS', { testRunDocRef: run, page: { offset: 0, limit: 10 } });
  execution = executions.entries[0].docRef;
  // A user as the spec's user shape has it: no locale in the call (the spec shows no user calls).
  user = await call('ADD_DOCUMENT', {
    documentModelName: 'User-dm',
    document: {
      Root: {
        username: 'anna',
        firstName: 'Anna',
        lastName: 'Berg',
        organizationUnitRole: [{ organizationUnit: { type: 'PROJECT', id: 'P_1' }, role: 'tester' }],
      },
    },
  });
});
afterAll(async () => {
  await new Promise((done) => server.close(done));
  await t.close();
});

describe('a document read, changed and saved twice with __meta as read', () => {
  it('saves both times for every model a client can change, and keeps the change', async () => {
    const versions = await call('LIST_DOCUMENTS', {
      documentModelName: 'ProjectVersion-dm',
      filter: { filters: ['ProjectId:P_1'] },
      page: { offset: 0, limit: 1 },
    });
    const version = versions.entries[0].docRef;
    const setting = (await call('LOAD_PROJECT_SETTING', { projectId: 'P_1' })).docRef;
    const title = (value: string) => (root: Any) => ({ ...root, General: { ...root.General, Title: value } });
    const changes: [string, string, (root: Any) => Any, (root: Any) => unknown][] = [
      [project, 'MODIFY_DOCUMENT', title('Shop 2'), (root) => root.General.Title],
      [version, 'MODIFY_DOCUMENT', title('Release 2'), (root) => root.General.Title],
      [
        setting,
        'MODIFY_DOCUMENT',
        (root) => ({ ...root, testRunSetting: { ...root.testRunSetting, testScope: 'ASSIGNED_TO_ME' } }),
        (root) => root.testRunSetting.testScope,
      ],
      [suite, 'MODIFY_DOCUMENT', title('Checkout 2'), (root) => root.General.Title],
      [folder, 'MODIFY_DOCUMENT', title('Payment 2'), (root) => root.General.Title],
      [testCase, 'MODIFY_DOCUMENT', title('Pay by card 2'), (root) => root.General.Title],
      [testCase, 'UPDATE_TEST_CASE_TREE_NODE', title('Pay by card 3'), (root) => root.General.Title],
      [folder, 'UPDATE_TEST_CASE_TREE_NODE', title('Payment 3'), (root) => root.General.Title],
      [run, 'MODIFY_DOCUMENT', title('Release 2'), (root) => root.General.Title],
      [
        `TestRunTestSuite-rm/${suiteInRun}`,
        'MODIFY_DOCUMENT',
        (root) => ({ ...root, General: { ...root.General, Assignee: 'anna' } }),
        (root) => root.General.Assignee,
      ],
      [user, 'MODIFY_DOCUMENT', (root) => ({ ...root, firstName: 'Anne' }), (root) => root.firstName],
      [
        execution,
        'SAVE_TEST_CASE_EXECUTION',
        (root) => ({ ...root, General: { ...root.General, Result: 2, ResultDetails: 'fine' } }),
        (root) => root.General.Result,
      ],
    ];
    for (const [docRef, method, change, value] of changes) {
      const copy = await read(docRef);
      const document = { ...copy, Root: change(copy.Root) };
      const params = { docRef, locale: 'en', document };
      expect(await send(method, params), `${method} ${docRef}`).toMatchObject({ jsonrpc: '2.0', id: 1 });
      // The same copy, __meta and Metadata as first read, once more: never stale.
      const again = await send(method, params);
      expect(again.error, `${method} ${docRef} again`).toBeUndefined();
      const stored = await read(docRef);
      expect(value(stored.Root), `${method} ${docRef}`).toEqual(value(document.Root));
      // A change of nothing leaves the version, except a result save: each one is recorded (TestedOn).
      const saves = method === 'SAVE_TEST_CASE_EXECUTION' ? 2 : 1;
      expect(stored.__meta.modelVersion, `${method} ${docRef}`).toBe(copy.__meta.modelVersion + saves);
    }
  });

  it('checks a version only when asked with expectedModelVersion, and then refuses a stale one', async () => {
    const copy = await read(suite);
    await call('MODIFY_DOCUMENT', { docRef: suite, locale: 'en', document: { Root: { General: { Title: 'A' } } } });
    const stale = await refused('MODIFY_DOCUMENT', {
      docRef: suite,
      locale: 'en',
      document: { Root: { General: { Title: 'B' } } },
      expectedModelVersion: copy.__meta.modelVersion,
    });
    expect(stale).toMatchObject({ code: -32009, data: { reason: 'STALE_MODEL_VERSION' } });
    expect((await read(suite)).Root.General.Title).toBe('A');
    const current = (await read(suite)).__meta.modelVersion;
    await call('MODIFY_DOCUMENT', {
      docRef: suite,
      locale: 'en',
      document: { Root: { General: { Title: 'B' } } },
      expectedModelVersion: current,
    });
    expect((await read(suite)).Root.General.Title).toBe('B');
  });
});

describe('the exports, downloaded as the spec says', () => {
  /** GET /api/automation/data/{taskRequestId}: the status, headers and parsed body. */
  async function download(taskRequest: string) {
    const res = await fetch(`${base}/api/automation/data/${taskRequest}`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    return { status: res.status, headers: res.headers, body: await res.json() };
  }

  it('answers the structure tree and the detail list themselves, by task id and by docRef', async () => {
    const version = { projectId: 'P_1', subprojectId: '_', version: 1 };
    const structureTask = await call('EXPORT_QF_DATA_STRUCTURE', version);
    const detailTask = await call('EXPORT_QF_DATA_DETAIL', version);
    expect((await settled(structureTask)).Root.General.Status).toBe('DONE');
    expect((await settled(detailTask)).Root.General.Status).toBe('DONE');

    const byId = await download(structureTask.split('/')[1]);
    const byRef = await download(encodeURIComponent(structureTask));
    expect([byId.status, byRef.status]).toEqual([200, 200]);
    expect(byRef.body).toEqual(byId.body);
    const tree = byId.body;
    expect(tree).toMatchObject({ type: 'Project', id: 'P_1', technicalId: expect.any(String), title: 'Shop 2' });
    expect(tree.children).toHaveLength(1);
    expect(tree.children[0]).toMatchObject({ type: 'Version' });
    const [suiteNode] = tree.children[0].children;
    expect(suiteNode).toMatchObject({ type: 'TestSuite', id: 'S_1' });
    expect(suiteNode.children.map((n: Any) => `${n.type} ${n.id}`)).toEqual(['TestFolder F_1', 'TestCase C_2']);
    expect(byId.headers.get('X-TMT-Export-Type')).toBe('STRUCTURE');
    expect(Number(byId.headers.get('X-TMT-Exported-On'))).toBeGreaterThan(0);

    const detail = await download(encodeURIComponent(detailTask));
    expect(detail.status).toBe(200);
    expect(Array.isArray(detail.body)).toBe(true);
    expect(detail.body.map((c: Any) => c.id)).toEqual(['C_1', 'C_2']);
    expect(detail.body[0]).toMatchObject({ technicalId: expect.any(String), title: 'Pay by card 3', versionNumber: 1 });
    expect(detail.headers.get('X-TMT-Export-Type')).toBe('DETAIL');
  });

  it('answers not found for a docRef of another model', async () => {
    const answer = await download(encodeURIComponent(`TestRun-dm/${run.split('/')[1]}`));
    expect(answer.status).toBe(404);
    expect(answer.body.error).toMatchObject({ code: -32004, data: { reason: 'DOCUMENT_NOT_FOUND' } });
  });
});

describe('closing a run with MODIFY_DOCUMENT', () => {
  it('starts CLOSE_TEST_RUN for Status inactive: the run closes with ClosedBy and ClosedOn, other fields saved', async () => {
    const copy = await read(run);
    const closing = {
      ...copy,
      Root: { ...copy.Root, General: { ...copy.Root.General, Status: 'inactive', Description: 'signed off' } },
    };
    expect(await call('MODIFY_DOCUMENT', { docRef: run, locale: 'en', document: closing })).toBeNull();
    const tasks = await call('LIST_DOCUMENTS', {
      documentModelName: 'TaskRequest-dm',
      filter: { filters: ['ProjectId:P_1', 'Type:CLOSE_TEST_RUN'] },
      page: { offset: 0, limit: 10 },
    });
    expect(tasks.fullSize).toBe(1);
    expect((await settled(tasks.entries[0].docRef)).Root.General.Status).toBe('DONE');
    const closed = (await read(run)).Root;
    expect(closed.General).toMatchObject({ Status: 'inactive', Description: 'signed off' });
    expect(closed.Metadata.ClosedBy).toBe('admin');
    expect(closed.Metadata.ClosedOn).toEqual(expect.any(Number));

    // The closed run sent back as read changes nothing; changing or reopening it is refused.
    const now = await read(run);
    expect(await call('MODIFY_DOCUMENT', { docRef: run, locale: 'en', document: now })).toBeNull();
    expect(await read(run)).toEqual(now);
    for (const General of [{ Title: 'Reopened' }, { Status: 'active' }]) {
      const error = await refused('MODIFY_DOCUMENT', { docRef: run, locale: 'en', document: { Root: { General } } });
      expect(error).toMatchObject({ code: -32009, data: { reason: 'TEST_RUN_CLOSED' } });
    }
    expect(await read(run)).toEqual(now);
  });

  it('lets an open run be sent back with its own status unchanged', async () => {
    const open = await call('ADD_DOCUMENT', {
      documentModelName: 'TestRun-dm',
      locale: 'en',
      document: { Root: { General: { ProjectId: 'P_1', Title: 'Nightly', Status: 'active' } } },
    });
    const copy = await read(open);
    expect(await call('MODIFY_DOCUMENT', { docRef: open, locale: 'en', document: copy })).toBeNull();
    expect(await read(open)).toEqual(copy);
  });
});

describe('the small ones', () => {
  it('takes "params": [] as no params', async () => {
    const projects = await call('LOAD_PROJECTS_BY_TENANT', []);
    expect(projects.map((p: Any) => p.document.Root.General.Id)).toEqual(['P_1']);
  });

  it('needs locale where the spec requires it, and not for users', async () => {
    const missing = await refused('MODIFY_DOCUMENT', { docRef: suite, document: { Root: { General: {} } } });
    expect(missing).toMatchObject({ code: -32602, data: { issues: [{ path: 'params.locale' }] } });
    expect(await call('MODIFY_DOCUMENT', { docRef: user, document: { Root: { lastName: 'Bergmann' } } })).toBeNull();
    expect((await read(user)).Root.lastName).toBe('Bergmann');
  });

  it('accepts and ignores the filter and sort of LIST_SUB_PROJECTS', async () => {
    const [{ linkResultEntries }] = await call('LIST_SUB_PROJECTS', {
      page: { offset: 0, limit: 50 },
      filter: { filters: ['Colour:red'], fulltext: '', lang: 'en' },
      sort: ['Root.General.Colour ASC'],
      sources: [{ docRef: project, relationshipModel: 'ProjectSubproject-rm', role: 'parent' }],
    });
    expect(linkResultEntries).toMatchObject({ fullSize: 0, entries: [] });
  });

  it('describes LIST_TEST_RUNS as deprecated and DELETE_TEST_SUITE as answering OK', async () => {
    const { methods } = await call('rpc.discover', []);
    const named = (name: string) => methods.find((m: Any) => m.name === name);
    expect(named('LIST_TEST_RUNS').deprecated).toBe(true);
    expect(named('GET_DOCUMENT').deprecated).toBeUndefined();
    expect(named('DELETE_TEST_SUITE').result.schema).toMatchObject({ const: 'OK' });
    const doomed = await call('ADD_DOCUMENT', {
      documentModelName: 'TestSuite-dm',
      locale: 'en',
      document: { Root: { General: { ProjectId: 'P_1', Title: 'Doomed' } } },
    });
    expect(await call('DELETE_TEST_SUITE', { testSuiteDocRef: doomed })).toBe('OK');
  });
});
