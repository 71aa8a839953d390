import { createTestTenant, createTestUser } from '@tmt/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Client, client } from '../client';
import { addNode, addProject, addRun, addSuite } from '../factories';
import { startTestApp, type TestApp } from '../test-app';

let t: TestApp;
let tenantId: string;
let admin: Client;
let editor: Client;
const refs: Record<string, string> = {};
const ref = (name: string) => refs[name] as string;

beforeAll(async () => {
  t = await startTestApp();
  const tenant = await createTestTenant(t.orm, 'groups');
  tenantId = tenant.tenantId;
  admin = client(t, tenant.admin.token);
  editor = client(t, (await createTestUser(t.orm, tenantId, 'editor', tenant.admin.principal.roles)).token);
  refs.project = await addProject(admin, 'Shop');
  refs.setting = (await admin.ok('LOAD_PROJECT_SETTING', { projectId: 'P_1' })).docRef;
  refs.suite = await addSuite(admin, {
    ProjectId: 'P_1',
    Title: 'Checkout',
    Tags: 'pay',
    RecommendedPriority: 'HIGH',
  });
  refs.folder = await addNode(admin, ref('suite'), 'TestFolder-dm', { General: { Title: 'Cards' } });
  refs.case = await addNode(admin, ref('suite'), 'TestCase-dm', {
    General: { Title: 'Pay', User: 'anna' },
    Criteria: { Tags: 'card' },
    TestSteps: [{ Action: 'open', ExpectedResult: 'open' }, { Action: 'pay' }],
  });
  refs.run = await addRun(admin, { ProjectId: 'P_1', Title: 'Release', Configuration: 'Chrome' });
  const [link] = await admin.ok('ADD_TEST_SUITES_TO_RUN', {
    testRunDocRef: refs.run,
    testSuiteDocRefs: [refs.suite],
  });
  refs.suiteInRun = `TestRunTestSuite-rm/${link!.id}`;
  await admin.ok('ADD_TEST_CASES_TO_RUN', { testRunDocRef: refs.run, testCasesDocRefs: [refs.case] });
  const executions = await admin.ok('GET_TEST_CASE_EXECUTIONS', {
    testRunDocRef: refs.run,
    page: { offset: 0, limit: 10 },
  });
  refs.execution = executions.entries[0]!.docRef;
});
afterAll(() => t.close());

const tables = [
  'project',
  'project_setting',
  'project_version',
  'test_suite',
  'test_folder',
  'test_case',
  'test_tree_link',
  'tag',
  'task_request',
  'test_run',
  'test_run_suite',
  'test_execution',
];

/** Every row of the tenant, so a refused or empty call can be shown to have changed nothing at all. */
async function snapshot() {
  const em = t.orm.em.fork();
  const rows: Record<string, unknown[]> = {};
  for (const table of tables) {
    rows[table] = await em.execute(`SELECT to_jsonb(x) AS row FROM ${table} x WHERE tenant_id = ? ORDER BY id`, [
      tenantId,
    ]);
  }
  return rows;
}

/** One call per mutating method that takes a document, with the Root it is given. */
const methods: [string, (Root: unknown) => [string, Record<string, unknown>]][] = [
  [
    'ADD_DOCUMENT Project-dm',
    (Root) => ['ADD_DOCUMENT', { documentModelName: 'Project-dm', locale: 'en', document: { Root } }],
  ],
  [
    'ADD_DOCUMENT TestSuite-dm',
    (Root) => ['ADD_DOCUMENT', { documentModelName: 'TestSuite-dm', locale: 'en', document: { Root } }],
  ],
  [
    'ADD_DOCUMENT TestRun-dm',
    (Root) => ['ADD_DOCUMENT', { documentModelName: 'TestRun-dm', locale: 'en', document: { Root } }],
  ],
  ...['project', 'setting', 'suite', 'folder', 'case', 'run', 'suiteInRun'].map(
    (name): [string, (Root: unknown) => [string, Record<string, unknown>]] => [
      `MODIFY_DOCUMENT ${name}`,
      (Root) => ['MODIFY_DOCUMENT', { docRef: refs[name], locale: 'en', document: { Root } }],
    ],
  ),
  ...['TestCase-dm', 'TestFolder-dm'].map((model): [string, (Root: unknown) => [string, Record<string, unknown>]] => [
    `CREATE_TEST_CASE_TREE_NODE ${model}`,
    (Root) => [
      'CREATE_TEST_CASE_TREE_NODE',
      { documentModelName: model, locale: 'en', parentNodeDocRef: ref('suite'), document: { Root } },
    ],
  ]),
  ...['case', 'folder'].map((name): [string, (Root: unknown) => [string, Record<string, unknown>]] => [
    `UPDATE_TEST_CASE_TREE_NODE ${name}`,
    (Root) => ['UPDATE_TEST_CASE_TREE_NODE', { docRef: refs[name], locale: 'en', document: { Root } }],
  ]),
  ['SAVE_TEST_CASE_EXECUTION', (Root) => ['SAVE_TEST_CASE_EXECUTION', { docRef: refs.execution, document: { Root } }]],
  ['CREATE_PROJECT_VERSION', (Root) => ['CREATE_PROJECT_VERSION', { document: { Root } }]],
];

const wrong = [5, null, 'str', [], true];

async function refused(method: string, params: Record<string, unknown>, path: string) {
  const error = await admin.fail(method, params, { 'Project-Id': 'P_1' });
  expect(error, `${method} ${JSON.stringify(params)}`).toMatchObject({
    code: -32602,
    data: { reason: 'INVALID_PARAMS' },
  });
  expect(error.data.issues.map((i: { path: string }) => i.path)).toContain(path);
}

describe('wrong-typed groups', () => {
  it.each(methods)('%s refuses a General that is not an object and changes nothing', async (_name, build) => {
    const before = await snapshot();
    for (const General of wrong) {
      const [method, params] = build({ General });
      await refused(method, params, 'params.document.Root.General');
    }
    expect(await snapshot()).toEqual(before);
  });

  it.each(methods)('%s refuses a Root that is not an object', async (_name, build) => {
    const before = await snapshot();
    for (const Root of wrong) {
      const [method, params] = build(Root);
      await refused(method, params, 'params.document.Root');
    }
    expect(await snapshot()).toEqual(before);
  });

  it('refuses the other groups of a test case and of a project setting when they are not objects', async () => {
    const before = await snapshot();
    for (const group of ['Criteria', 'Conditions', 'Sources', 'Risk']) {
      for (const value of wrong) {
        const Root = { General: { Title: 'Pay' }, [group]: value };
        await refused(
          'UPDATE_TEST_CASE_TREE_NODE',
          { docRef: refs.case, locale: 'en', document: { Root } },
          `params.document.Root.${group}`,
        );
        await refused(
          'CREATE_TEST_CASE_TREE_NODE',
          { documentModelName: 'TestCase-dm', locale: 'en', parentNodeDocRef: ref('suite'), document: { Root } },
          `params.document.Root.${group}`,
        );
      }
    }
    for (const group of ['testSuiteSetting', 'testRunSetting', 'generalSetting']) {
      for (const value of wrong) {
        await refused(
          'MODIFY_DOCUMENT',
          { docRef: refs.setting, locale: 'en', document: { Root: { [group]: value } } },
          `params.document.Root.${group}`,
        );
      }
    }
    expect(await snapshot()).toEqual(before);
  });
});

describe('a modify that changes nothing', () => {
  const modifies: [string, 'MODIFY_DOCUMENT' | 'UPDATE_TEST_CASE_TREE_NODE'][] = [
    ['project', 'MODIFY_DOCUMENT'],
    ['setting', 'MODIFY_DOCUMENT'],
    ['suite', 'MODIFY_DOCUMENT'],
    ['folder', 'MODIFY_DOCUMENT'],
    ['case', 'UPDATE_TEST_CASE_TREE_NODE'],
    ['folder', 'UPDATE_TEST_CASE_TREE_NODE'],
    ['run', 'MODIFY_DOCUMENT'],
    ['suiteInRun', 'MODIFY_DOCUMENT'],
  ];

  it.each(modifies)('of the %s by %s keeps modelVersion, EditedOn and EditedBy', async (name, method) => {
    const docRef = refs[name]!;
    const read = await admin.ok('GET_DOCUMENT', { docRef });
    const before = await snapshot();
    // The document as read, sent back whole by another user; then no groups; then an empty General.
    for (const document of [read.document, { Root: {} }, { Root: { General: {} } }]) {
      await editor.ok(method, { docRef, locale: 'en', document });
    }
    expect(await snapshot()).toEqual(before);
    const after = (await admin.ok('GET_DOCUMENT', { docRef })).document;
    expect(after.__meta).toMatchObject({ modelVersion: read.document.__meta.modelVersion, modifier: 'admin' });
    expect(after.Root.Metadata).toMatchObject({ EditedOn: read.document.Root.Metadata.EditedOn, EditedBy: 'admin' });
  });

  it('still counts a real change, made by the other user', async () => {
    const read = (await admin.doc('TestSuite-dm', refs.suite!)).document;
    await editor.ok('MODIFY_DOCUMENT', {
      docRef: refs.suite!,
      locale: 'en',
      document: { Root: { General: { Title: 'Checkout', Description: 'Paying' } } },
    });
    const after = (await admin.doc('TestSuite-dm', refs.suite!)).document;
    expect(after.__meta).toMatchObject({ modelVersion: read.__meta.modelVersion + 1, modifier: 'editor' });
    expect(after.Root.General).toMatchObject({ Title: 'Checkout', Description: 'Paying' });
  });
});

describe('where a new document goes', () => {
  it('refuses a ProjectId, SubprojectId or ProjectVersionNumber of the wrong type, naming it, and adds nothing', async () => {
    const count = async () => {
      const [row] = await t.orm.em
        .fork()
        .execute<{ n: number }[]>(
          'SELECT (SELECT count(*) FROM test_suite WHERE tenant_id = ?) + (SELECT count(*) FROM test_run WHERE tenant_id = ?) AS n',
          [tenantId, tenantId],
        );
      return Number(row?.n);
    };
    const before = await count();
    for (const model of ['TestSuite-dm', 'TestRun-dm']) {
      for (const [field, value] of [
        ['ProjectId', 3],
        ['ProjectId', { ProjectId: 'P_1' }],
        ['SubprojectId', ['SP_1']],
        ['ProjectVersionNumber', 'latest'],
      ] as const) {
        const error = await admin.fail('ADD_DOCUMENT', {
          documentModelName: model,
          locale: 'en',
          document: { Root: { General: { ProjectId: 'P_1', Title: 'x', [field]: value } } },
        });
        expect(error, `${model} ${field}`).toMatchObject({ code: -32602, data: { reason: 'INVALID_PARAMS' } });
        expect(error.data.issues.map((i: { path: string }) => i.path)).toContain(
          `params.document.Root.General.${field}`,
        );
      }
    }
    expect(await count()).toBe(before);
    expect(t.errors).toEqual([]);
  });
});
