import { ExportDetail, ExportStructure, type MethodParams } from '@tmt/contract';
import { createTestTenant, runJobsOnce } from '@tmt/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Client, client, type RefMethod } from '../client';
import { addNode, addProject, addSuite } from '../factories';
import { settle } from '../settle';
import { startTestApp, type TestApp } from '../test-app';

let t: TestApp;
let api: Client;
let token: string;
let otherToken: string;
let sub: string;
let tenantId: string;

// biome-ignore lint/suspicious/noExplicitAny: answers are inspected field by field
type Any = any;

/** GET /api/automation/data/{id} as `as` (A by default); the status, headers and body (JSON or text). */
async function download(taskRef: string, as = token, headers: Record<string, string> = {}) {
  const id = taskRef.split('/').at(-1);
  const res = await t.app.request(`/api/automation/data/${id}`, {
    headers: { ...(as ? { Authorization: `Bearer ${as}` } : {}), ...headers },
  });
  const text = await res.text();
  const isJson = (res.headers.get('Content-Type') ?? '').startsWith('application/json');
  return { status: res.status, headers: res.headers, text, body: isJson ? JSON.parse(text) : undefined };
}

/** Requests an export, runs it to its end, and downloads it. */
async function exported<M extends RefMethod>(method: M, params: MethodParams<M>) {
  const taskRef = await api.ok(method, params);
  const task = await settle(t, api, taskRef);
  expect(task.General.Status).toBe('DONE');
  const answer = await download(taskRef);
  expect(answer.status).toBe(200);
  return { task, ...answer };
}

const P1 = { projectId: 'P_1', subprojectId: '_' };
const page = { offset: 0, limit: 100 };

/** A case of a version by its Id, with its docRef. */
async function caseOf(version: number, id: string, project = 'P_1') {
  const { entries } = await api.ok('LIST_DOCUMENTS', {
    documentModelName: 'TestCase-dm',
    filter: { filters: [`ProjectId:${project}`, `ProjectVersionNumber:${version}`, `Id:${id}`] },
    page,
  });
  return entries[0] as Any;
}

// Version 1 of P_1: suite "Checkout" holding a case, a folder "Payment" (a case and a nested folder "Cards" with a
// case), and a last case; suite "Search" with one case. Version 2 is derived from it, then one case is renamed, one
// deleted and one added.
beforeAll(async () => {
  t = await startTestApp();
  const tenant = await createTestTenant(t.orm, 'automation-exports');
  token = tenant.admin.token;
  tenantId = tenant.tenantId;
  otherToken = (await createTestTenant(t.orm, 'automation-exports-other')).admin.token;
  api = client(t, token);
  await addProject(api, 'Shop');
  const checkout = await addSuite(api, { ProjectId: 'P_1', Title: 'Checkout' });
  await addNode(api, checkout, 'TestCase-dm', {
    General: { Title: 'Cart total', Automation: 'AUTOMATED', Status: 'DONE', Type: 'FUNCTIONAL' },
    Criteria: { Tags: 'smoke, cart' },
    Conditions: { Preconditions: 'A filled cart' },
    TestSteps: [
      { Action: 'Open the cart', ExpectedResult: 'Items listed' },
      { Action: 'Read the total', ExpectedResult: 'Sum of items' },
    ],
  });
  const payment = await addNode(api, checkout, 'TestFolder-dm', {
    General: { Title: 'Payment' },
  });
  await addNode(api, payment, 'TestCase-dm', { General: { Title: 'Pay by invoice' } });
  const cards = await addNode(api, payment, 'TestFolder-dm', { General: { Title: 'Cards' } });
  await addNode(api, cards, 'TestCase-dm', { General: { Title: 'Pay by card', Automation: 'AUTOMATED' } });
  await addNode(api, checkout, 'TestCase-dm', { General: { Title: 'Order confirmation' } });
  const search = await addSuite(api, { ProjectId: 'P_1', Title: 'Search' });
  await addNode(api, search, 'TestCase-dm', { General: { Title: 'Find by name' } });

  sub = await addProject(api, 'Mobile app', 'P_1');
  const subId = (await api.root(sub)).General.Id;
  const mobile = await addSuite(api, { ProjectId: 'P_1', SubprojectId: subId, Title: 'Mobile checkout' });
  await addNode(api, mobile, 'TestCase-dm', { General: { Title: 'Tap to pay' } });

  const v2 = await api.ok('CREATE_PROJECT_VERSION', {
    document: { Root: { General: { ProjectId: 'P_1', Title: 'Release 2' } } },
  });
  expect((await settle(t, api, v2)).General.Status).toBe('DONE');
  const renamed = await caseOf(2, 'C_1');
  await api.ok('UPDATE_TEST_CASE_TREE_NODE', {
    docRef: renamed.docRef,
    locale: 'en',
    document: { Root: { General: { Title: 'Cart total with tax' } } },
  });
  await api.ok('DELETE_DOCUMENT', { docRef: (await caseOf(2, 'C_5')).docRef });
  const search2 = (
    await api.ok('LIST_TEST_SUITES', {
      projectSpec: { projectId: 'P_1', projectVersionNumber: 2 },
      filter: { filters: ['Title:Search'] },
      page,
      sort: [],
    })
  ).entries[0]!.docRef;
  await addNode(api, search2, 'TestCase-dm', { General: { Title: 'Find by tag' } });
});
afterAll(() => t.close());

describe('EXPORT_QF_DATA_STRUCTURE', () => {
  it('exports the tree Project → Version → suites → folders → cases in tree order, as a JSON download', async () => {
    const before = Date.now();
    const { task, body, headers } = await exported('EXPORT_QF_DATA_STRUCTURE', { ...P1, version: 1 });
    // The structure tree itself (content/docs/en/api/reference/automation.md); what and when are in the headers.
    expect(ExportStructure.parse(body)).toBeTruthy();
    expect(headers.get('Content-Type')).toBe('application/json; charset=utf-8');
    expect(headers.get('X-TMT-Export-Type')).toBe('STRUCTURE');
    expect(Number(headers.get('X-TMT-Exported-On'))).toBeGreaterThanOrEqual(before);
    expect(headers.get('Content-Disposition')).toContain('filename="P_1-V_1-structure.json"');
    expect(task.Result).toMatchObject({ suites: 2, folders: 2, cases: 5 });
    const outline = (node: Any): Any => [
      `${node.type} ${node.id} ${node.title}`,
      ...(node.children ? [node.children.map(outline)] : []),
    ];
    expect(outline(body)).toEqual([
      'Project P_1 Shop',
      [
        [
          'Version V_1 Version 1',
          [
            [
              'TestSuite S_1 Checkout',
              [
                ['TestCase C_1 Cart total'],
                [
                  'TestFolder F_1 Payment',
                  [['TestCase C_2 Pay by invoice'], ['TestFolder F_2 Cards', [['TestCase C_3 Pay by card']]]],
                ],
                ['TestCase C_4 Order confirmation'],
              ],
            ],
            ['TestSuite S_2 Search', [['TestCase C_5 Find by name']]],
          ],
        ],
      ],
    ]);
    expect(body.technicalId).toBe((await api.root(`Project-dm/${body.technicalId}`)).General.TechnicalId);
  });

  it('exports a sub project on its own', async () => {
    const subId = (await api.root(sub)).General.Id;
    const { body } = await exported('EXPORT_QF_DATA_STRUCTURE', { projectId: 'P_1', subprojectId: subId, version: 1 });
    expect(body).toMatchObject({ type: 'Project', id: subId, title: 'Mobile app' });
    const [version] = body.children;
    expect(version.children.map((s: Any) => s.title)).toEqual(['Mobile checkout']);
    expect(version.children[0].children.map((c: Any) => c.title)).toEqual(['Tap to pay']);
  });

  it('exports an empty version as a tree without suites', async () => {
    await addProject(api, 'Empty');
    const { body, task } = await exported('EXPORT_QF_DATA_STRUCTURE', {
      projectId: 'P_2',
      subprojectId: '_',
      version: 1,
    });
    expect(body.children[0].children).toEqual([]);
    expect(task.Result).toMatchObject({ suites: 0, folders: 0, cases: 0 });
  });
});

describe('EXPORT_QF_DATA_DETAIL', () => {
  it('lists every case of a version in tree order with its details and what changed against the previous version', async () => {
    const { body, task, headers } = await exported('EXPORT_QF_DATA_DETAIL', { ...P1, version: 2 });
    // The detail list itself (content/docs/en/api/reference/automation.md); what and when are in the headers.
    const detail = ExportDetail.parse(body);
    expect(headers.get('Content-Disposition')).toContain('P_1-V_2-detail.json');
    expect(headers.get('X-TMT-Export-Type')).toBe('DETAIL');
    // The removed cases are no cases of the version: the task's Result names them.
    expect(task.Result).toMatchObject({
      cases: 5,
      removed: 1,
      removedTestCases: [expect.objectContaining({ id: 'C_5', title: 'Find by name' })],
    });
    expect(detail.map((c) => [c.id, c.versionDelta.change, c.versionDelta.changedFields])).toEqual([
      ['C_1', 'CHANGED', ['title']],
      ['C_2', 'UNCHANGED', []],
      ['C_3', 'UNCHANGED', []],
      ['C_4', 'UNCHANGED', []],
      ['C_6', 'NEW', []],
    ]);
    const [first] = detail;
    const v1 = await caseOf(1, 'C_1');
    expect(first).toMatchObject({
      title: 'Cart total with tax',
      versionNumber: 2,
      state: null,
      tags: ['smoke', 'cart'],
      status: 'DONE',
      type: 'FUNCTIONAL',
      automation: 'AUTOMATED',
      assignee: null,
      prioritization: null,
      precondition: 'A filled cart',
      path: ['Checkout'],
      testSuiteId: 'S_1',
      attachments: [],
      versionDelta: { comparedWith: 1 },
      metadata: {
        createdBy: 'admin',
        editedBy: 'admin',
        derivedFrom: { versionNumber: 1, technicalId: v1.document.Root.General.TechnicalId },
      },
    });
    expect(first!.testSteps).toEqual([
      { no: 1, id: expect.any(String), action: 'Open the cart', expectedResult: 'Items listed' },
      { no: 2, id: expect.any(String), action: 'Read the total', expectedResult: 'Sum of items' },
    ]);
    expect(first!.metadata.editedOn).toBeGreaterThanOrEqual(first!.metadata.createdOn);
    expect(detail.find((c) => c.id === 'C_3')!.path).toEqual(['Checkout', 'Payment', 'Cards']);
    expect(detail.find((c) => c.id === 'C_6')!.metadata.derivedFrom).toBeNull();
  });

  it('marks every case NEW in a first version, compared with nothing', async () => {
    const { body, task } = await exported('EXPORT_QF_DATA_DETAIL', { ...P1, version: 1 });
    const detail = ExportDetail.parse(body);
    expect(task.Result).toMatchObject({ removed: 0, removedTestCases: [] });
    expect(detail.map((c) => c.id)).toEqual(['C_1', 'C_2', 'C_3', 'C_4', 'C_5']);
    expect(new Set(detail.map((c) => c.versionDelta.change))).toEqual(new Set(['NEW']));
    expect(detail[0]!.versionDelta.comparedWith).toBeNull();
  });
});

describe('the export calls refuse', () => {
  it('bad params, unknown projects and versions, and other tenants, and queue nothing', async () => {
    const before = await taskCount();
    for (const method of ['EXPORT_QF_DATA_STRUCTURE', 'EXPORT_QF_DATA_DETAIL']) {
      expect((await api.fail(method, { ...P1, version: 0 })).code).toBe(-32602);
      expect((await api.fail(method, { projectId: 'P_1', version: 1 })).code).toBe(-32602);
      expect((await api.fail(method, { ...P1, version: 1 }, { 'Project-Id': 'P_2' })).data.reason).toBe(
        'HEADER_PARAM_MISMATCH',
      );
      expect((await api.fail(method, { ...P1, version: 9 })).data.reason).toBe('VERSION_NOT_FOUND');
      expect((await api.fail(method, { projectId: 'P_99', subprojectId: '_', version: 1 })).code).toBe(-32004);
      expect((await api.fail(method, { projectId: 'P_1', subprojectId: 'SP_99', version: 1 })).code).toBe(-32004);
      const intruder = client(t, otherToken);
      expect((await intruder.fail(method, { ...P1, version: 1 })).code).toBe(-32004);
    }
    expect(await taskCount()).toBe(before);
  });
});

async function taskCount() {
  const [row] = await t.orm.em
    .fork()
    .execute<{ n: number }[]>('SELECT count(*)::int AS n FROM task_request WHERE tenant_id = ?', [tenantId]);
  return row!.n;
}

describe('GET /api/automation/data/{taskRequestId}', () => {
  it('answers 409 TASK_NOT_DONE before the task is DONE, then the file', async () => {
    const taskRef = await api.ok('EXPORT_QF_DATA_STRUCTURE', { ...P1, version: 1 });
    const early = await download(taskRef);
    expect(early.status).toBe(409);
    expect(early.body.error).toMatchObject({ code: -32009, data: { reason: 'TASK_NOT_DONE' } });
    expect(early.body.error.message).toContain('NEW');
    await settle(t, api, taskRef);
    expect((await download(taskRef)).status).toBe(200);
  });

  it("answers a task that ended in ERROR with the task's reason", async () => {
    const v3 = await api.ok('CREATE_PROJECT_VERSION', { document: { Root: { General: { ProjectId: 'P_1' } } } });
    await settle(t, api, v3);
    const taskRef = await api.ok('EXPORT_QF_DATA_DETAIL', { ...P1, version: 3 });
    // The version goes before the export runs.
    const version3 = (await api.ok('LOAD_PROJECT_WITH_VERSION', { projectId: 'P_1', projectVersionNumber: 3 })).document
      .Root.Version;
    const gone = await api.ok('DELETE_PROJECT_VERSION', {
      projectVersionDocRef: `ProjectVersion-dm/${version3.General.TechnicalId}`,
    });
    await settle(t, api, gone);
    const task = await settle(t, api, taskRef);
    expect(task.General.Status).toBe('ERROR');
    const answer = await download(taskRef);
    expect(answer.status).toBe(409);
    expect(answer.body.error).toMatchObject({
      code: -32004,
      data: { reason: 'DOCUMENT_NOT_FOUND', taskStatus: 'ERROR' },
      message: task.Error.Message,
    });
  });

  it("answers not found for another tenant's task, an unknown one and a malformed id; 401 without a token", async () => {
    const taskRef = await api.ok('EXPORT_QF_DATA_STRUCTURE', { ...P1, version: 1 });
    await settle(t, api, taskRef);
    for (const [ref, as] of [
      [taskRef, otherToken],
      ['TaskRequest-dm/00000000-0000-4000-8000-000000000000', token],
      ['TaskRequest-dm/not-a-task', token],
    ] as const) {
      const answer = await download(ref, as);
      expect(answer.status, ref).toBe(404);
      expect(answer.body.error).toMatchObject({ code: -32004, data: { reason: 'DOCUMENT_NOT_FOUND' } });
    }
    const anonymous = await download(taskRef, '');
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.error.code).toBe(-32001);
    // A header naming another project disagrees with the task's.
    const mismatch = await download(taskRef, token, { 'Project-Id': 'P_2' });
    expect(mismatch.body.error.data.reason).toBe('HEADER_PARAM_MISMATCH');
  });

  it('answers TASK_HAS_NO_FILE for a task that writes none', async () => {
    const taskRef = await api.ok('RESET_TEST_SUITES_ORDER', { projectSpec: { projectId: 'P_1' } });
    await runJobsOnce(t.orm, { taskRequests: [taskRef] }, { blobs: t.blobs });
    await settle(t, api, taskRef);
    const answer = await download(taskRef);
    expect(answer.status).toBe(404);
    expect(answer.body.error.data.reason).toBe('TASK_HAS_NO_FILE');
  });
});
