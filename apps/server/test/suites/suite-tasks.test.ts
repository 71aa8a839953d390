import { createTestTenant, runJobsOnce } from '@tmt/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asModel, type Client, client } from '../client';
import { addNode, addProject, addSuite } from '../factories';
import { settle } from '../settle';
import { startTestApp, type TestApp } from '../test-app';

// Suite tasks: DELETE_TEST_SUITE, RESET_TEST_SUITES_ORDER.

let t: TestApp;
let tenantId: string;
let api: Client;

beforeAll(async () => {
  t = await startTestApp();
  const tenant = await createTestTenant(t.orm, 'suite-tasks');
  tenantId = tenant.tenantId;
  api = client(t, tenant.admin.token);
  await addProject(api, 'Shop');
});
afterAll(() => t.close());

describe('DELETE_TEST_SUITE', () => {
  it('answers OK and deletes the suite with its tree in a task', async () => {
    const suite = await addSuite(api, { ProjectId: 'P_1', Title: 'Doomed' });
    const folder = await addNode(api, suite, 'TestFolder-dm', { General: { Title: 'f' } });
    const leaf = await addNode(api, folder, 'TestCase-dm', { General: { Title: 'leaf' } });
    expect(await api.ok('DELETE_TEST_SUITE', { testSuiteDocRef: suite })).toBe('OK');
    expect((await api.root(suite)).General.Title).toBe('Doomed');
    // The call answers no task request; the task is this tenant's only one.
    await runJobsOnce(t.orm, { tenants: [tenantId] });
    for (const gone of [suite, folder, leaf])
      expect((await api.fail('GET_DOCUMENT', { docRef: gone })).code).toBe(-32004);
    const tasks = await api.ok('LIST_DOCUMENTS', {
      documentModelName: 'TaskRequest-dm',
      filter: { filters: ['ProjectId:P_1', 'Type:DELETE_TEST_SUITE', 'Status:DONE'] },
      page: { offset: 0, limit: 5 },
    });
    expect(tasks.fullSize).toBe(1);
  });

  it('refuses a missing suite, another tenant and a docRef of another model', async () => {
    const missing = 'TestSuite-dm/00000000-0000-4000-8000-000000000000';
    expect((await api.fail('DELETE_TEST_SUITE', { testSuiteDocRef: missing })).code).toBe(-32004);
    const suite = await addSuite(api, { ProjectId: 'P_1', Title: 'Mine' });
    const other = client(t, (await createTestTenant(t.orm, 'suite-tasks-foreign')).admin.token);
    expect((await other.fail('DELETE_TEST_SUITE', { testSuiteDocRef: suite })).code).toBe(-32004);
    const project = 'Project-dm/00000000-0000-4000-8000-000000000000';
    expect((await api.fail('DELETE_TEST_SUITE', { testSuiteDocRef: project })).code).toBe(-32602);
  });
});

describe('RESET_TEST_SUITES_ORDER', () => {
  it('renumbers the suites of a version by title', async () => {
    const admin = client(t, (await createTestTenant(t.orm, 'suite-tasks-order')).admin.token);
    await addProject(admin, 'Ordered');
    for (const title of ['cherry', 'Apple', 'banana']) await addSuite(admin, { ProjectId: 'P_1', Title: title });
    const list = async () =>
      (
        await admin.ok('LIST_TEST_SUITES', {
          projectSpec: { projectId: 'P_1' },
          filter: { filters: [] },
          page: { offset: 0, limit: 10 },
          sort: ['Order ASC'],
        })
      ).entries.map((e) => asModel('TestSuite-dm', e).document.Root.General.Title);
    expect(await list()).toEqual(['cherry', 'Apple', 'banana']);
    const docRef = await admin.ok('RESET_TEST_SUITES_ORDER', {
      projectSpec: { projectId: 'P_1' },
      sort: 'Title ASC',
    });
    expect((await settle(t, admin, docRef)).General.Status).toBe('DONE');
    expect(await list()).toEqual(['Apple', 'banana', 'cherry']);
    const appended = await addSuite(admin, { ProjectId: 'P_1', Title: 'aardvark' });
    expect(appended).toMatch(/^TestSuite-dm\//);
    expect((await list()).at(-1)).toBe('aardvark');
  });
});
