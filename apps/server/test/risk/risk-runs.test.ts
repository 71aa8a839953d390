import { createTestTenant } from '@tmt/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Client, client, entriesOf } from '../client';
import { addSuite } from '../factories';
import { addCase, executionsByCase, type RiskProject, riskProject, testRound } from '../risk-history';
import { settle } from '../settle';
import { startTestApp, type TestApp } from '../test-app';

// CREATE_RUN_BY_RISK_LEVEL: an active run of the riskiest cases of a version, each execution saying why.

let t: TestApp;
let api: Client;
let shop: RiskProject;
let account: string;
let empty: string;
/** The cases by title. */
const cases: Record<string, string> = {};

const PASSED = 2;
const FAILED_NEW = 5;
const FAILED_KNOWN = 6;

beforeAll(async () => {
  t = await startTestApp();
  api = client(t, (await createTestTenant(t.orm, 'risk-runs')).admin.token);
  // The user guide's worked example, a case marked NO_TEST and a second suite with a risky case never tested.
  shop = await riskProject(api, 'Web shop');
  const add = async (suite: string, title: string, general: Record<string, unknown>, risk: Record<string, unknown>) => {
    cases[title] = await addCase(api, suite, title, general, risk);
  };
  const mandatory = { Type: 'FUNCTIONAL', Prioritization: 'MANDATORY' };
  await add(shop.suite, 'Pay by card', mandatory, { Likelihood: 'POSSIBLE', Impact: 'MAJOR' });
  await add(
    shop.suite,
    'Change the address',
    { Type: 'USABILITY', Prioritization: 'OPTIONAL' },
    { Likelihood: 'UNLIKELY', Impact: 'MINOR' },
  );
  await add(shop.suite, 'Log in', mandatory, { Likelihood: 'RARE', Impact: 'MINOR' });
  await add(
    shop.suite,
    'Legacy export',
    { Type: 'FUNCTIONAL', Prioritization: 'NO_TEST' },
    { Likelihood: 'ALMOST_CERTAIN', Impact: 'SERIOUS' },
  );
  account = await addSuite(api, { ProjectId: shop.id, Title: 'Account' });
  await add(
    account,
    'Delete the account',
    { Type: 'SECURITY', Prioritization: 'MANDATORY' },
    { Likelihood: 'LIKELY', Impact: 'SERIOUS' },
  );
  empty = await addSuite(api, { ProjectId: shop.id, Title: 'Empty' });
  const pay = cases['Pay by card']!;
  const login = cases['Log in']!;
  for (const [payResult, defects] of [
    [PASSED, undefined],
    [FAILED_NEW, 'PAY-1:Critical'],
    [PASSED, undefined],
    [FAILED_KNOWN, 'PAY-1:critical, pay-7'],
    [PASSED, undefined],
  ] as const) {
    await testRound(api, shop, [
      [pay, payResult, defects],
      [login, PASSED],
    ]);
  }
});
afterAll(() => t.close());

const headers = () => ({ 'Project-Id': shop.id });
const riskRun = (params: Record<string, unknown>, as = api) =>
  as.call('CREATE_RUN_BY_RISK_LEVEL', { title: 'Risk run', ...params }, headers());

/** Runs the task to its end; answers the task and, when it made one, the run's executions in rank order. */
async function made(params: Record<string, unknown>) {
  const { body } = await riskRun(params);
  expect(body.result, JSON.stringify(body.error)).toMatch(/^TaskRequest-dm\//);
  const task = await settle(t, api, body.result);
  expect(task.General.Status, JSON.stringify(task.Error)).toBe('DONE');
  const run = task.Result.testRunDocRef as string;
  const { entries } = await api.ok('GET_TEST_CASE_EXECUTIONS', {
    testRunDocRef: run,
    page: { offset: 0, limit: 100 },
  });
  const titles = new Map(Object.entries(cases).map(([title, ref]) => [ref, title]));
  const chosen = entriesOf('TestRunTestCaseAdditionalFields-dm', { entries })
    .map((e) => ({
      title: titles.get(e.document.Root.General.TestCaseDocRef),
      id: e.document.Root.General.Id,
      ...e.document.Root.RiskSelection,
    }))
    .sort((a, b) => a.Rank! - b.Rank!);
  return { task, run, chosen };
}

const runCount = async () =>
  (
    await api.ok('LIST_DOCUMENTS', {
      documentModelName: 'TestRun-dm',
      filter: { filters: [`ProjectId:${shop.id}`] },
      page: { offset: 0, limit: 1 },
    })
  ).fullSize as number;

describe('CREATE_RUN_BY_RISK_LEVEL', () => {
  it('chooses the cases at or above the level, highest risk first, and those without history', async () => {
    const { task, run, chosen } = await made({
      minimumRiskLevel: 'HIGH',
      title: 'Release 2 risk run',
      description: 'Chosen by risk',
      configuration: 'Chrome',
    });
    expect(chosen).toEqual([
      {
        title: 'Delete the account',
        id: expect.any(String),
        Rank: 1,
        Reason: 'RISK_LEVEL',
        MinimumRiskLevel: 'HIGH',
        RiskLevelHeatmap: 'HIGH',
        RiskLevelHeatmapValue: 100,
        CombinationRiskLevel: 'HIGH__UNDEFINED__HIGH',
      },
      {
        title: 'Pay by card',
        id: expect.any(String),
        Rank: 2,
        Reason: 'RISK_LEVEL',
        MinimumRiskLevel: 'HIGH',
        RiskLevelHeatmap: 'HIGH',
        RiskLevelHeatmapValue: 83,
        CombinationRiskLevel: 'MEDIUM__HIGH__HIGH',
      },
      {
        title: 'Change the address',
        id: expect.any(String),
        Rank: 3,
        Reason: 'NO_TEST_HISTORY',
        MinimumRiskLevel: 'HIGH',
        RiskLevelHeatmap: 'LOW',
        RiskLevelHeatmapValue: 0,
        CombinationRiskLevel: 'LOW__UNDEFINED__LOW',
      },
    ]);
    // RC_n follow the ranks.
    const numbers = chosen.map((c: { id: string }) => Number(c.id.slice(3)));
    expect(numbers).toEqual([numbers[0], numbers[0]! + 1, numbers[0]! + 2]);
    expect(task.Result).toEqual({
      testRunDocRef: run,
      testRunId: expect.stringMatching(/^R_\d+$/),
      testCases: 3,
      byReason: { RISK_LEVEL: 2, NO_TEST_HISTORY: 1 },
      capped: false,
    });
    const general = (await api.root(run)).General;
    expect(general).toMatchObject({
      Title: 'Release 2 risk run',
      Description: 'Chosen by risk',
      Configuration: 'Chrome',
      Status: 'active',
      TestSuiteCount: 2,
      Id: task.Result.testRunId,
    });
  });

  it('leaves out cases without history when asked, and keeps to a cap, a minimum level and suites', async () => {
    const titles = async (params: Record<string, unknown>) =>
      (await made(params)).chosen.map((c) => `${c.title} ${c.Reason}`);
    expect(await titles({ minimumRiskLevel: 'MEDIUM', includeCasesWithoutHistory: false })).toEqual([
      'Delete the account RISK_LEVEL',
      'Pay by card RISK_LEVEL',
      'Log in RISK_LEVEL',
    ]);
    expect(await titles({ minimumRiskLevel: 'LOW' })).toEqual([
      'Delete the account RISK_LEVEL',
      'Pay by card RISK_LEVEL',
      'Log in RISK_LEVEL',
      'Change the address RISK_LEVEL',
    ]);
    const capped = await made({ minimumRiskLevel: 'LOW', maxTestCases: 2 });
    expect(capped.chosen.map((c) => c.title!)).toEqual(['Delete the account', 'Pay by card']);
    expect(capped.task.Result).toMatchObject({ testCases: 2, capped: true });
    expect(await titles({ minimumRiskLevel: 'HIGH', testSuiteDocRefs: [shop.suite] })).toEqual([
      'Pay by card RISK_LEVEL',
      'Change the address NO_TEST_HISTORY',
    ]);
  });

  it('keeps the reason of its choice when the risk changes later', async () => {
    const { run, chosen } = await made({ minimumRiskLevel: 'HIGH', testSuiteDocRefs: [account] });
    expect(chosen).toHaveLength(1);
    const deleteAccount = cases['Delete the account']!;
    await testRound(api, { id: shop.id, suite: account }, [[deleteAccount, PASSED]]);
    const execution = (await executionsByCase(api, run)).get(deleteAccount)!;
    const root = await api.root(execution);
    expect(root.RiskSelection).toMatchObject({ Rank: 1, Reason: 'RISK_LEVEL', RiskLevelHeatmapValue: 100 });
    expect(root.RiskLevelData).toMatchObject({ RiskLevelTestHistory: 'LOW', RiskLevelHeatmapValue: 67 });
  });

  it('refuses bad params, suites of another tenant or version, and a choice of nothing, creating nothing', async () => {
    const before = await runCount();
    const refused = async (params: Record<string, unknown>) => (await riskRun(params)).body.error;
    for (const params of [
      { minimumRiskLevel: 'UNDEFINED' },
      { minimumRiskLevel: 'HIGH', title: '' },
      { minimumRiskLevel: 'HIGH', maxTestCases: 0 },
      { minimumRiskLevel: 'HIGH', testSuiteDocRefs: [] },
      { minimumRiskLevel: 'HIGH', testSuiteDocRefs: [cases['Log in']] },
      { minimumRiskLevel: 'HIGH', projectVersionNumber: 0 },
    ]) {
      expect(await refused(params), JSON.stringify(params)).toMatchObject({ code: -32602 });
    }
    expect(await refused({ minimumRiskLevel: 'HIGH', projectVersionNumber: 9 })).toMatchObject({
      code: -32004,
      data: { reason: 'VERSION_NOT_FOUND' },
    });
    expect(await refused({ minimumRiskLevel: 'HIGH', testSuiteDocRefs: [empty] })).toMatchObject({
      code: -32009,
      data: { reason: 'NO_CASES_AT_RISK_LEVEL' },
    });
    const other = await riskProject(api, 'Other project');
    expect(await refused({ minimumRiskLevel: 'HIGH', testSuiteDocRefs: [other.suite] })).toMatchObject({
      code: -32602,
      data: { reason: 'NOT_IN_RUN_VERSION' },
    });
    const stranger = client(t, (await createTestTenant(t.orm, 'risk-runs-stranger')).admin.token);
    // Our project is not found from their tenant, nor our suite in their own project of the same id.
    const fromThere = async (params: Record<string, unknown>) =>
      (await stranger.call('CREATE_RUN_BY_RISK_LEVEL', { minimumRiskLevel: 'LOW', title: 'x', ...params })).body.error;
    expect(await fromThere({ projectId: shop.id })).toMatchObject({
      code: -32004,
      data: { reason: 'DOCUMENT_NOT_FOUND' },
    });
    const theirs = await riskProject(stranger, 'Theirs');
    expect(theirs.id).toBe(shop.id);
    await addCase(stranger, theirs.suite, 'Their case', {}, { Likelihood: 'LIKELY', Impact: 'SERIOUS' });
    expect(await fromThere({ projectId: theirs.id, testSuiteDocRefs: [shop.suite] })).toMatchObject({
      code: -32004,
      data: { reason: 'DOCUMENT_NOT_FOUND' },
    });
    expect(await runCount()).toBe(before);
  });

  it('ends in ERROR and creates nothing when no case qualifies any more when it runs', async () => {
    const before = await runCount();
    // "Delete the account" (MEDIUM by now) is the one case of its suite.
    const { body } = await riskRun({ minimumRiskLevel: 'MEDIUM', testSuiteDocRefs: [account] });
    expect(body.result).toMatch(/^TaskRequest-dm\//);
    await api.ok('UPDATE_TEST_CASE_TREE_NODE', {
      docRef: cases['Delete the account']!,
      locale: 'en',
      document: { Root: { General: { Prioritization: 'NO_TEST' } } },
    });
    const task = await settle(t, api, body.result);
    expect(task.General.Status).toBe('ERROR');
    expect(task.Error.Reason).toBe('NO_CASES_AT_RISK_LEVEL');
    expect(await runCount()).toBe(before);
    await api.ok('UPDATE_TEST_CASE_TREE_NODE', {
      docRef: cases['Delete the account']!,
      locale: 'en',
      document: { Root: { General: { Prioritization: 'MANDATORY' } } },
    });
  });

  it('refuses a closed version, which keeps its documents', async () => {
    const closed = await riskProject(api, 'Closed version');
    const ref = await addCase(api, closed.suite, 'Archive', {}, { Likelihood: 'LIKELY', Impact: 'SERIOUS' });
    const version = (
      await api.ok('LIST_DOCUMENTS', {
        documentModelName: 'ProjectVersion-dm',
        filter: { filters: [`ProjectId:${closed.id}`] },
        page: { offset: 0, limit: 1 },
      })
    ).entries[0]!.docRef;
    await settle(t, api, await api.ok('CLOSE_PROJECT_VERSION', { projectVersionDocRef: version }));
    for (const method of ['CREATE_RUN_BY_RISK_LEVEL', 'REBUILD_RISK_LEVEL_DOCUMENTS']) {
      const { body } = await api.call(method, { projectId: closed.id, minimumRiskLevel: 'LOW', title: 'Too late' });
      expect(body.error, method).toMatchObject({ code: -32009, data: { reason: 'VERSION_CLOSED' } });
    }
    expect((await api.root(`RiskLevel-dm/${ref.split('/')[1]}`)).General.RiskLevelBusinessLogic).toBe('HIGH');
  });
});
