import { createTestTenant } from '@tmt/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Client, client } from '../client';
import { addNode, addProject, addSuite } from '../factories';
import { settle } from '../settle';
import { startTestApp, type TestApp } from '../test-app';

let t: TestApp;
let api: Client;
let token: string;
let intruder: Client;
let tenantId: string;

// biome-ignore lint/suspicious/noExplicitAny: answers are inspected field by field
type Any = any;

const page = { offset: 0, limit: 100 };

/** The case Ids and suite titles a run holds. */
async function contentOf(run: string) {
  const { entries } = await api.ok('GET_TEST_CASE_EXECUTIONS', { testRunDocRef: run, page });
  const caseIds = await Promise.all(
    entries.map(async (e: Any) => {
      expect(e.document.Root.General.Result).toBe(1);
      return (await api.root(e.document.Root.General.TestCaseDocRef)).General.Id;
    }),
  );
  const suites = await api.ok('GET_TEST_SUITES_IN_RUN', { testRunDocRef: run, page });
  return {
    caseIds: caseIds.sort(),
    suites: suites.entries.map(
      (e: Any) => e.target?.document?.Root?.General?.Title ?? e.document?.Root?.General?.Title,
    ),
  };
}

async function runCount() {
  const [row] = await t.orm.em
    .fork()
    .execute<{ n: number }[]>('SELECT count(*)::int AS n FROM test_run WHERE tenant_id = ?', [tenantId]);
  return row!.n;
}

// P_1: suite "Checkout" with an automated case, a folder holding an automated and a manual case, and a case whose
// automation is still to be done; suite "Manual" with one manual case; suite "API" with an automated case.
beforeAll(async () => {
  t = await startTestApp();
  const tenant = await createTestTenant(t.orm, 'automation-qf-run');
  tenantId = tenant.tenantId;
  token = tenant.admin.token;
  intruder = client(t, (await createTestTenant(t.orm, 'automation-qf-run-other')).admin.token);
  api = client(t, token);
  await addProject(api, 'Shop');
  const checkout = await addSuite(api, { ProjectId: 'P_1', Title: 'Checkout' });
  await addNode(api, checkout, 'TestCase-dm', { General: { Title: 'Cart', Automation: 'AUTOMATED' } });
  const folder = await addNode(api, checkout, 'TestFolder-dm', { General: { Title: 'Payment' } });
  await addNode(api, folder, 'TestCase-dm', { General: { Title: 'Card', Automation: 'AUTOMATED' } });
  await addNode(api, folder, 'TestCase-dm', { General: { Title: 'Invoice', Automation: 'NOT_TO_BE_AUTOMATED' } });
  await addNode(api, checkout, 'TestCase-dm', { General: { Title: 'Coupon', Automation: 'TO_BE_AUTOMATED' } });
  const manual = await addSuite(api, { ProjectId: 'P_1', Title: 'Manual' });
  await addNode(api, manual, 'TestCase-dm', { General: { Title: 'Look and feel' } });
  const apiSuite = await addSuite(api, { ProjectId: 'P_1', Title: 'API' });
  await addNode(api, apiSuite, 'TestCase-dm', { General: { Title: 'Orders endpoint', Automation: 'AUTOMATED' } });
});
afterAll(() => t.close());

describe('CREATE_QF_RUN', () => {
  it("creates an active run of the version holding its automated cases, with the spec's defaults", async () => {
    const run = await api.ok('CREATE_QF_RUN', { projectId: 'P_1', subprojectId: '_', version: 1 });
    expect(run).toMatch(/^TestRun-dm\//);
    const root = await api.root(run);
    expect(root.General).toMatchObject({
      Title: 'QF-TEST - Test Automation',
      Status: 'active',
      Configuration: 'Language: En',
      ProjectId: 'P_1',
      ProjectVersionNumber: 1,
    });
    const { caseIds, suites } = await contentOf(run);
    expect(caseIds).toEqual(['C_1', 'C_2', 'C_6']);
    expect(suites.sort()).toEqual(['API', 'Checkout']);
  });

  it('takes a title and a language', async () => {
    const run = await api.ok('CREATE_QF_RUN', {
      projectId: 'P_1',
      subprojectId: '_',
      version: 1,
      title: 'Nightly',
      language: 'De',
    });
    expect((await api.root(run)).General).toMatchObject({ Title: 'Nightly', Configuration: 'Language: De' });
  });

  it('creates an empty run for a version without automated cases', async () => {
    await addProject(api, 'Manual only');
    const suite = await addSuite(api, { ProjectId: 'P_2', Title: 'By hand' });
    await addNode(api, suite, 'TestCase-dm', { General: { Title: 'Eyeball it' } });
    const run = await api.ok('CREATE_QF_RUN', { projectId: 'P_2', subprojectId: '_', version: 1 });
    expect(await contentOf(run)).toEqual({ caseIds: [], suites: [] });
    expect(await api.ok('CHECK_TEST_RUN_EMPTY', { testRunDocRef: run })).toBe(true);
  });

  it('the detail export shows the latest result of a case of the QF run as its state', async () => {
    const run = await api.ok('CREATE_QF_RUN', { projectId: 'P_1', subprojectId: '_', version: 1 });
    const { entries } = await api.ok('GET_TEST_CASE_EXECUTIONS', { testRunDocRef: run, page });
    const cart = await Promise.all(
      entries.map(async (e: Any) => [(await api.root(e.document.Root.General.TestCaseDocRef)).General.Id, e.docRef]),
    );
    const execution = cart.find(([id]) => id === 'C_1')![1];
    await api.ok('SAVE_TEST_CASE_EXECUTION', { docRef: execution, document: { Root: { General: { Result: 5 } } } });
    const taskRef = await api.ok('EXPORT_QF_DATA_DETAIL', { projectId: 'P_1', subprojectId: '_', version: 1 });
    await settle(t, api, taskRef);
    const res = await t.app.request(`/api/automation/data/${taskRef.split('/')[1]}`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    const detail = await res.json();
    const runId = (await api.root(run)).General.Id;
    expect(detail.find((c: Any) => c.id === 'C_1').state).toMatchObject({
      result: 5,
      resultName: 'Failed (new)',
      testRunId: runId,
    });
    expect(detail.find((c: Any) => c.id === 'C_2').state).toBeNull();
  });

  it('refuses a closed version, bad params, unknown places and other tenants, and creates nothing', async () => {
    await addProject(api, 'Closed');
    const closing = await api.ok('LOAD_PROJECT_WITH_VERSION', { projectId: 'P_3' });
    const versionRef = `ProjectVersion-dm/${closing.document.Root.Version.General.TechnicalId}`;
    await settle(t, api, await api.ok('CLOSE_PROJECT_VERSION', { projectVersionDocRef: versionRef }));
    const before = await runCount();
    expect((await api.fail('CREATE_QF_RUN', { projectId: 'P_3', subprojectId: '_', version: 1 })).data.reason).toBe(
      'VERSION_CLOSED',
    );
    const valid = { projectId: 'P_1', subprojectId: '_', version: 1 };
    for (const params of [
      { ...valid, version: 'latest' },
      { ...valid, title: '' },
      { ...valid, title: 'x'.repeat(501) },
      { ...valid, language: '' },
      { projectId: 'P_1', version: 1 },
    ]) {
      expect((await api.fail('CREATE_QF_RUN', params)).code, JSON.stringify(params)).toBe(-32602);
    }
    expect((await api.fail('CREATE_QF_RUN', { ...valid, version: 7 })).data.reason).toBe('VERSION_NOT_FOUND');
    expect((await api.fail('CREATE_QF_RUN', { ...valid, projectId: 'P_9' })).code).toBe(-32004);
    expect((await api.fail('CREATE_QF_RUN', { ...valid, subprojectId: 'SP_9' })).code).toBe(-32004);
    expect((await intruder.fail('CREATE_QF_RUN', valid)).code).toBe(-32004);
    expect(await runCount()).toBe(before);
  });
});
