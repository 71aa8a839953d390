import { createTestTenant } from '@tmt/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Client, client } from '../client';
import { addNode, addProject, addRun, addSuite, newUser } from '../factories';
import { settle } from '../settle';
import { startTestApp, type TestApp } from '../test-app';

let t: TestApp;
let api: Client;
let run: string;
const suites: Record<string, string> = {};
const cases: Record<string, string> = {};

const P1 = { 'Project-Id': 'P_1' };
const statistics = (params: Record<string, unknown> = {}) =>
  api.ok('GET_TEST_RUN_STATISTICS', { testRunDocRef: run, ...params });

// P_1 "Shop": Checkout (C_1–C_4), Search (C_5, C_6) and an empty suite, all in R_1. Anna passed C_1, failed C_2
// (SHOP-42) and blocked C_3 (SHOP-7); Ben failed C_5 again (SHOP-1) and skipped C_6; C_4 is untested, nobody's.
beforeAll(async () => {
  t = await startTestApp();
  api = client(t, (await createTestTenant(t.orm, 'run-statistics')).admin.token);
  await addProject(api, 'Shop');
  for (const [username, firstName, lastName] of [
    ['anna', 'Anna', 'Berg'],
    ['ben', 'Ben', 'Cole'],
  ] as const) {
    await api.ok('ADD_DOCUMENT', newUser({ username, firstName, lastName }, 'P_1', 'tester'));
  }
  const titles = {
    Checkout: ['Cart total', 'Coupon', 'Card payment', 'Invoice'],
    Search: ['Find by name', 'Find by size'],
    Empty: [],
  };
  for (const [suite, caseTitles] of Object.entries(titles)) {
    suites[suite] = await addSuite(api, { ProjectId: 'P_1', Title: suite });
    for (const title of caseTitles)
      cases[title] = await addNode(api, suites[suite], 'TestCase-dm', { General: { Title: title } });
  }
  run = await addRun(api, { ProjectId: 'P_1', Title: 'Release 1.0' });
  await api.ok('ADD_TEST_SUITES_TO_RUN', { testRunDocRef: run, testSuiteDocRefs: Object.values(suites) });
  await api.ok('ADD_TEST_CASES_TO_RUN_BY_ID', { testRunId: 'R_1', testCaseIds: ['C_1', 'C_2', 'C_3', 'C_4'] }, P1);
  await api.ok('ADD_TEST_CASES_TO_RUN_BY_ID', { testRunId: 'R_1', testCaseIds: ['C_5', 'C_6'] }, P1);
  const saved = await api.ok(
    'SAVE_TEST_EXECUTIONS_ASYNC',
    {
      testRunId: 'R_1',
      decisionOnInvalidTestExecutionResult: 'SKIP',
      testExecutions: [
        { testCaseId: 'C_1', result: 2, tester: 'anna' },
        { testCaseId: 'C_2', result: 5, tester: 'anna', defects: 'SHOP-42' },
        { testCaseId: 'C_3', result: 3, tester: 'anna', defects: 'SHOP-7' },
        { testCaseId: 'C_5', result: 6, tester: 'ben', defects: 'SHOP-1' },
        { testCaseId: 'C_6', result: 11, tester: 'ben' },
      ],
    },
    P1,
  );
  expect((await settle(t, api, saved)).General.Status).toBe('DONE');
});
afterAll(() => t.close());

describe('GET_TEST_RUN_STATISTICS', () => {
  it("counts the run's executions by result, by suite in run order and by tester", async () => {
    const answer = await statistics();
    expect(answer).toMatchObject({ testRunDocRef: run, total: 6, tested: 5, progress: 83.3 });
    expect(answer.results).toHaveLength(11);
    expect(answer.results.filter((r: { count: number }) => r.count)).toEqual([
      { result: 1, name: 'Untested', count: 1 },
      { result: 2, name: 'Passed', count: 1 },
      { result: 3, name: 'Blocked', count: 1 },
      { result: 5, name: 'Failed (new)', count: 1 },
      { result: 6, name: 'Failed (known)', count: 1 },
      { result: 11, name: 'Skipped', count: 1 },
    ]);
    expect(answer.suites).toEqual([
      {
        testSuiteDocRef: suites.Checkout,
        id: 'S_1',
        title: 'Checkout',
        total: 4,
        tested: 3,
        counts: [
          { result: 1, count: 1 },
          { result: 2, count: 1 },
          { result: 3, count: 1 },
          { result: 5, count: 1 },
        ],
      },
      {
        testSuiteDocRef: suites.Search,
        id: 'S_2',
        title: 'Search',
        total: 2,
        tested: 2,
        counts: [
          { result: 6, count: 1 },
          { result: 11, count: 1 },
        ],
      },
      { testSuiteDocRef: suites.Empty, id: 'S_3', title: 'Empty', total: 0, tested: 0, counts: [] },
    ]);
    expect(answer.testers).toEqual([
      {
        tester: 'anna',
        displayName: 'Anna Berg',
        total: 3,
        tested: 3,
        counts: [
          { result: 2, count: 1 },
          { result: 3, count: 1 },
          { result: 5, count: 1 },
        ],
      },
      {
        tester: 'ben',
        displayName: 'Ben Cole',
        total: 2,
        tested: 2,
        counts: [
          { result: 6, count: 1 },
          { result: 11, count: 1 },
        ],
      },
      { tester: null, displayName: null, total: 1, tested: 0, counts: [{ result: 1, count: 1 }] },
    ]);
  });

  it('lists the failed and blocked cases with their defects, failures first, a page at a time', async () => {
    const { failedAndBlocked } = await statistics();
    expect(failedAndBlocked.fullSize).toBe(3);
    expect(failedAndBlocked.page).toEqual({ offset: 0, limit: 50 });
    expect(
      failedAndBlocked.entries.map((e: Record<string, unknown>) => [e.testCaseId, e.result, e.defects, e.tester]),
    ).toEqual([
      ['C_2', 5, 'SHOP-42', 'anna'],
      ['C_5', 6, 'SHOP-1', 'ben'],
      ['C_3', 3, 'SHOP-7', 'anna'],
    ]);
    const [first] = failedAndBlocked.entries;
    expect(first).toMatchObject({
      id: 'RC_2',
      testCaseDocRef: cases.Coupon,
      testCaseTitle: 'Coupon',
      testSuiteId: 'S_1',
      testSuiteTitle: 'Checkout',
      testerDisplayName: 'Anna Berg',
    });
    expect(first!.docRef).toMatch(/^TestRunTestCaseAdditionalFields-dm\//);
    expect(first!.testedOn).toBeGreaterThan(Date.now() - 600_000);
    expect((await api.root(first!.docRef)).General).toMatchObject({ Id: 'RC_2', Defects: 'SHOP-42' });

    const second = (await statistics({ page: { offset: 1, limit: 1 } })).failedAndBlocked;
    expect(second.fullSize).toBe(3);
    expect(second.entries.map((e) => e.testCaseId)).toEqual(['C_5']);
  });

  it('names the results in the language asked for', async () => {
    const answer = await statistics({ locale: 'de' });
    expect(answer.results[1]).toEqual({ result: 2, name: 'Bestanden', count: 1 });
    expect(answer.results[4]!.name).toBe('Fehlgeschlagen (neu)');
  });

  it("refuses bad params, and answers another tenant's run as missing", async () => {
    for (const params of [
      {},
      { testRunDocRef: suites.Checkout },
      { testRunDocRef: run, page: { offset: -1, limit: 10 } },
      { testRunDocRef: run, page: { offset: 0, limit: 0 } },
      { testRunDocRef: run, locale: 'fr' },
    ]) {
      const error = await api.fail('GET_TEST_RUN_STATISTICS', params);
      expect(error.code, JSON.stringify(params)).toBe(-32602);
    }
    const other = client(t, (await createTestTenant(t.orm, 'run-statistics-other')).admin.token);
    await addProject(other, 'Theirs');
    const error = await other.fail('GET_TEST_RUN_STATISTICS', { testRunDocRef: run });
    expect(error).toMatchObject({ code: -32004, data: { reason: 'DOCUMENT_NOT_FOUND' } });
  });

  it('counts a case moved to another suite under its new suite, and back', async () => {
    const figures = async () =>
      (await statistics()).suites.map((s: { id: string; total: number; counts: unknown[] }) => [
        s.id,
        s.total,
        s.counts,
      ]);
    const before = await figures();
    await api.ok('MOVE_TEST_CASE', { sourceDocRef: cases['Find by size']!, destinationDocRef: suites.Checkout! });
    expect(await figures()).toEqual([
      [
        'S_1',
        5,
        [
          { result: 1, count: 1 },
          { result: 2, count: 1 },
          { result: 3, count: 1 },
          { result: 5, count: 1 },
          { result: 11, count: 1 },
        ],
      ],
      ['S_2', 1, [{ result: 6, count: 1 }]],
      ['S_3', 0, []],
    ]);
    await api.ok('MOVE_TEST_CASE', { sourceDocRef: cases['Find by size']!, destinationDocRef: suites.Search! });
    expect(await figures()).toEqual(before);
  });

  it('shows a closed run as it was at the close', async () => {
    const before = await statistics();
    await settle(t, api, await api.ok('CLOSE_TEST_RUN', { testRunDocRef: run }));
    await api.ok('UPDATE_TEST_CASE_TREE_NODE', {
      docRef: cases.Coupon!,
      locale: 'en',
      document: { Root: { General: { Title: 'Coupon, renamed after the close' } } },
    });
    const after = await statistics();
    expect(after).toEqual(before);
    // Suites ordered anew afterwards keep the places they had in the run at the close, with their counts.
    const reordered = await api.ok('RESET_TEST_SUITES_ORDER', {
      projectSpec: { projectId: 'P_1' },
      sort: 'Title DESC',
    });
    expect((await settle(t, api, reordered)).General.Status).toBe('DONE');
    const tested = (answer: { suites: { id: string; total: number }[] }) => answer.suites.filter((s) => s.total);
    expect(tested(await statistics())).toEqual(tested(before));
    expect(tested(before).map((s) => s.id)).toEqual(['S_1', 'S_2']);
  });
});
