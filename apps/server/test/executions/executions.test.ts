import { createTestTenant } from '@tmt/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Client, client, entriesOf } from '../client';
import { addNode, addProject, addRun, addSuite, suiteWithCases } from '../factories';
import { startTestApp, type TestApp } from '../test-app';

let t: TestApp;
let api: Client;

beforeAll(async () => {
  t = await startTestApp();
  api = client(t, (await createTestTenant(t.orm, 'executions')).admin.token);
  await addProject(api, 'Shop');
});
afterAll(() => t.close());

const P1 = { 'Project-Id': 'P_1' };
const page = { offset: 0, limit: 100 };

/** GET_TEST_CASE_EXECUTIONS of a run (or of one suite in it), its entries the executions. */
const executions = async (run: string, testSuiteDocRef?: string) => {
  const answer = await api.ok('GET_TEST_CASE_EXECUTIONS', {
    testRunDocRef: run,
    page,
    ...(testSuiteDocRef ? { testSuiteDocRef } : {}),
  });
  return { ...answer, entries: entriesOf('TestRunTestCaseAdditionalFields-dm', answer) };
};
const executionOf = (run: string, docRef: string) => api.ok('GET_TEST_CASE_EXECUTION', { testRunDocRef: run, docRef });
const save = (docRef: string, General: Record<string, unknown>, TestSteps?: unknown[]) =>
  api.ok('SAVE_TEST_CASE_EXECUTION', {
    docRef,
    document: { Root: { General, ...(TestSteps ? { TestSteps } : {}) } },
  });
const caseIdOf = async (docRef: string) => (await api.root(docRef)).General.Id as string;

describe('adding cases to a run', () => {
  it('adds cases of a suite in the run once each, as Untested executions RC_n', async () => {
    const { suite, cases } = await suiteWithCases(api, 'P_1', 'Cart', 3);
    const run = await addRun(api, { ProjectId: 'P_1', Title: 'Adds' });
    await api.ok('ADD_TEST_SUITES_TO_RUN', { testRunDocRef: run, testSuiteDocRefs: [suite] });
    expect(
      await api.ok('ADD_TEST_CASES_TO_RUN', { testRunDocRef: run, testCasesDocRefs: cases.slice(0, 2) }),
    ).toBeNull();
    await api.ok('ADD_TEST_CASES_TO_RUN', { testRunDocRef: run, testCasesDocRefs: cases });
    const list = await executions(run);
    expect(list.fullSize).toBe(3);
    expect(list.entries.map((e) => e.document.Root.General.Id)).toEqual(['RC_1', 'RC_2', 'RC_3']);
    const first = list.entries[0];
    expect(first!.documentModelName).toBe('TestRunTestCaseAdditionalFields-dm');
    expect(first!.document.Root.General).toMatchObject({
      Result: 1,
      TestRunDocRef: run,
      TestSuiteDocRef: suite,
      TestCaseDocRef: cases[0],
      ProjectId: 'P_1',
      SubprojectId: '_',
      HasTester: false,
      Tester: null,
      ResultDetails: null,
      Defects: null,
    });
    expect(first!.document.Root.TestSteps.map((s) => [s.Number, s.Result])).toEqual([
      [1, 1],
      [2, 1],
    ]);
    expect(first!.document.Root.DisplayFields).toEqual({
      TesterDisplayName: null,
      ResultName: 'Untested',
      TestCasePath: { nodeNames: ['Cart'], nodePaths: [{ id: suite.split('/')[1], type: 'TestSuite-dm' }] },
    });
    expect(first!.document.Root.Metadata.LatestTestCaseExecutionData).toEqual({
      TestRunId: 'R_1',
      TestCaseId: await caseIdOf(cases[0]!),
      TestCaseTitle: 'Cart 1',
    });
    expect(first!.document.Root.RiskLevelData.TestCaseId).toBe(await caseIdOf(cases[0]!));
    const one = await executionOf(run, cases[1]!);
    expect(one.target.document.Root.General.Title).toBe('Cart 2');
    expect(one.relationship.document.Root.General.Id).toBe('RC_2');
    expect((await api.root(one.relationship.docRef)).General.Id).toBe('RC_2');
  });

  it('refuses cases of several suites, a suite not in the run, unknown cases — and adds nothing', async () => {
    const a = await suiteWithCases(api, 'P_1', 'Alpha', 2);
    const b = await suiteWithCases(api, 'P_1', 'Beta', 1);
    const run = await addRun(api, { ProjectId: 'P_1', Title: 'Rules' });
    await api.ok('ADD_TEST_SUITES_TO_RUN', { testRunDocRef: run, testSuiteDocRefs: [a.suite, b.suite] });
    const mixed = await api.fail('ADD_TEST_CASES_TO_RUN', {
      testRunDocRef: run,
      testCasesDocRefs: [...a.cases, ...b.cases],
    });
    expect(mixed).toMatchObject({ code: -32602, data: { reason: 'CASES_FROM_SEVERAL_SUITES' } });
    const unknown = await api.fail('ADD_TEST_CASES_TO_RUN', {
      testRunDocRef: run,
      testCasesDocRefs: [a.cases[0], 'TestCase-dm/00000000-0000-4000-8000-000000000000'],
    });
    expect(unknown.code).toBe(-32004);
    const c = await suiteWithCases(api, 'P_1', 'Gamma', 1);
    const notInRun = await api.fail('ADD_TEST_CASES_TO_RUN', {
      testRunDocRef: run,
      testCasesDocRefs: c.cases,
    });
    expect(notInRun).toMatchObject({ code: -32009, data: { reason: 'SUITE_NOT_IN_RUN' } });
    expect(notInRun.message).toContain('is not in test run');
    const bad = await api.fail('ADD_TEST_CASES_TO_RUN', { testRunDocRef: run, testCasesDocRefs: [] });
    expect(bad.code).toBe(-32602);
    expect((await executions(run)).fullSize).toBe(0);
  });

  it('adds by business id, linking the missing suite; unknown ids fail the whole call', async () => {
    const { suite, cases } = await suiteWithCases(api, 'P_1', 'ById', 2);
    const run = await addRun(api, { ProjectId: 'P_1', Title: 'By id' });
    const runId = (await api.root(run)).General.Id;
    const ids = await Promise.all(cases.map(caseIdOf));
    const missing = await api.fail(
      'ADD_TEST_CASES_TO_RUN_BY_ID',
      { testRunId: runId, testCaseIds: [...ids, 'C_9999'] },
      P1,
    );
    expect(missing).toMatchObject({ code: -32004, data: { reason: 'TEST_CASES_NOT_FOUND' } });
    expect(missing.message).toContain('C_9999');
    expect(await api.ok('CHECK_TEST_RUN_EMPTY', { testRunDocRef: run })).toBe(true);
    expect(await api.ok('ADD_TEST_CASES_TO_RUN_BY_ID', { testRunId: runId, testCaseIds: ids }, P1)).toBeNull();
    const inRun = await api.ok('GET_TEST_SUITES_IN_RUN', {
      testRunDocRef: run,
      filter: { filters: [] },
      page,
      sort: [],
    });
    expect(inRun.entries.map((e) => e.document.__meta.docRef)).toEqual([suite]);
    expect((await executions(run, suite)).fullSize).toBe(2);
    const noRun = await api.fail('ADD_TEST_CASES_TO_RUN_BY_ID', { testRunId: 'R_999', testCaseIds: ids }, P1);
    expect(noRun).toMatchObject({ code: -32004, data: { reason: 'TEST_RUN_NOT_FOUND' } });
    const noHeader = await api.fail('ADD_TEST_CASES_TO_RUN_BY_ID', { testRunId: runId, testCaseIds: ids });
    expect(noHeader.data.reason).toBe('PROJECT_ID_REQUIRED');
  });

  it('removes cases from a run; cases not in it are skipped', async () => {
    const { suite, cases } = await suiteWithCases(api, 'P_1', 'Remove', 3);
    const run = await addRun(api, { ProjectId: 'P_1', Title: 'Removal' });
    await api.ok('ADD_TEST_SUITES_TO_RUN', { testRunDocRef: run, testSuiteDocRefs: [suite] });
    await api.ok('ADD_TEST_CASES_TO_RUN', { testRunDocRef: run, testCasesDocRefs: cases.slice(0, 2) });
    expect(
      await api.ok('DELETE_TEST_CASES_FROM_RUN', {
        testRunDocRef: run,
        testCasesDocRefs: [cases[0]!, cases[2]!],
      }),
    ).toBeNull();
    const left = await executions(run);
    expect(left.entries.map((e) => e.document.Root.General.TestCaseDocRef)).toEqual([cases[1]]);
    const gone = await api.fail('GET_TEST_CASE_EXECUTION', { testRunDocRef: run, docRef: cases[0] });
    expect(gone).toMatchObject({ code: -32004, data: { reason: 'TEST_CASE_NOT_IN_RUN' } });
  });

  it("numbers the cases added in one call in the suite's tree order, not in the order they were written", async () => {
    const suite = await addSuite(api, { ProjectId: 'P_1', Title: 'Tree order' });
    const first = await addNode(api, suite, 'TestCase-dm', { General: { Title: 'Written first' } });
    const folder = await addNode(api, suite, 'TestFolder-dm', { General: { Title: 'Returns' } });
    const inFolder = await addNode(api, folder, 'TestCase-dm', { General: { Title: 'In the folder' } });
    const last = await addNode(api, suite, 'TestCase-dm', { General: { Title: 'Written last, moved to the top' } });
    await api.ok('MOVE_TEST_CASE', { sourceDocRef: last, destinationDocRef: suite, position: 'TOP' });
    const run = await addRun(api, { ProjectId: 'P_1', Title: 'In tree order' });
    await api.ok('ADD_TEST_SUITES_TO_RUN', { testRunDocRef: run, testSuiteDocRefs: [suite] });
    await api.ok('ADD_TEST_CASES_TO_RUN', { testRunDocRef: run, testCasesDocRefs: [inFolder, first, last] });
    const list = await executions(run);
    expect(
      list.entries.map((e) => [
        e.document.Root.General.TestCaseDocRef,
        Number(e.document.Root.General.Id.slice(3)) - Number(list.entries[0]!.document.Root.General.Id.slice(3)),
      ]),
    ).toEqual([
      [last, 0],
      [first, 1],
      [inFolder, 2],
    ]);
  });
});

describe('saving results', () => {
  it('saves results, details, defects, tester and step results; the run counts them in SQL', async () => {
    const { suite, cases } = await suiteWithCases(api, 'P_1', 'Pay', 4);
    const run = await addRun(api, { ProjectId: 'P_1', Title: 'Results' });
    await api.ok('ADD_TEST_SUITES_TO_RUN', { testRunDocRef: run, testSuiteDocRefs: [suite] });
    await api.ok('ADD_TEST_CASES_TO_RUN', { testRunDocRef: run, testCasesDocRefs: cases });
    const entries = (await executions(run)).entries;
    const steps = entries[0]!.document.Root.TestSteps;
    await save(
      entries[0]!.docRef,
      { Result: 5, ResultDetails: 'Total shows 0.00', Defects: 'SHOP-481', Tester: 'anna' },
      [
        { Id: steps[0]!.Id, Result: 2 },
        { Id: steps[1]!.Id, Result: 5 },
      ],
    );
    await save(entries[1]!.docRef, { Result: 2 });
    await save(entries[2]!.docRef, { Result: 2, Tester: 'ben' });

    const failed = (await executionOf(run, cases[0]!)).relationship.document.Root;
    expect(failed.General).toMatchObject({
      Result: 5,
      ResultDetails: 'Total shows 0.00',
      Defects: 'SHOP-481',
      Tester: 'anna',
      HasTester: true,
    });
    expect(failed.TestSteps.map((s) => s.Result)).toEqual([2, 5]);
    expect(failed.DisplayFields).toEqual({
      TesterDisplayName: 'anna',
      ResultName: 'Failed (new)',
      TestCasePath: { nodeNames: ['Pay'], nodePaths: [{ id: suite.split('/')[1], type: 'TestSuite-dm' }] },
    });
    expect(failed.Metadata.TestedBy).toBe('admin');
    expect(typeof failed.Metadata.TestedOn).toBe('number');
    // The caller is the tester when none is named; omitted details stay, null clears.
    expect((await executionOf(run, cases[1]!)).relationship.document.Root.General.Tester).toBe('admin');
    await save(entries[0]!.docRef, { Result: 6, Defects: null });
    expect((await executionOf(run, cases[0]!)).relationship.document.Root.General).toMatchObject({
      Result: 6,
      ResultDetails: 'Total shows 0.00',
      Defects: null,
    });

    const figures = (await api.doc('TestRun-dm', run)).document.Root;
    expect(figures.General.Progress).toBe(75);
    const counts = Object.fromEntries(figures.DisplayFields.ResultCounts.map((c) => [c.Result, c.Count]));
    expect(counts).toMatchObject({ 1: 1, 2: 2, 5: 0, 6: 1 });
    expect(figures.DisplayFields).toMatchObject({
      TotalTestCases: 4,
      TestCasesWithTester: 3,
      TestersOfTestCases: ['admin', 'anna', 'ben'],
    });
    const list = await api.ok('LIST_TEST_RUNS', { page, sort: [], filter: { filters: ['Tester:ben'] } }, P1);
    expect(entriesOf('TestRun-dm', list).map((e) => e.document.Root.General.Title)).toEqual(['Results']);
    expect(list.filterItemMap.Tester).toEqual(expect.arrayContaining([{ Value: 'ben', DisplayName: 'ben', Count: 1 }]));
  });

  it('keeps LatestTestCaseExecutionData of cases and suites up to date', async () => {
    const { suite, cases } = await suiteWithCases(api, 'P_1', 'Latest', 2);
    const caseRoot = async () => (await api.root(cases[0]!)).Metadata.LatestTestCaseExecutionData;
    expect(await caseRoot()).toBeNull();
    for (const title of ['First', 'Second']) {
      const run = await addRun(api, { ProjectId: 'P_1', Title: title });
      await api.ok('ADD_TEST_SUITES_TO_RUN', { testRunDocRef: run, testSuiteDocRefs: [suite] });
      await api.ok('ADD_TEST_CASES_TO_RUN', { testRunDocRef: run, testCasesDocRefs: cases });
      const [first] = (await executions(run)).entries;
      await save(first!.docRef, { Result: 2 });
    }
    const latest = await caseRoot();
    expect(latest).toMatchObject({
      TestRunTitle: 'Second',
      TestedBy: 'admin',
      VersionId: 'V_1',
      VersionTitle: 'Version 1',
      TestCaseId: await caseIdOf(cases[0]!),
      TestCaseTitle: 'Latest 1',
    });
    expect(latest.TestRunId).toMatch(/^R_\d+$/);
    expect((await api.root(suite)).Metadata.LatestTestCaseExecutionData).toMatchObject({
      TestRunTitle: 'Second',
    });
    expect((await api.root(cases[1]!)).Metadata.LatestTestCaseExecutionData).toBeNull();
    const listed = await api.ok('LIST_DOCUMENTS', {
      documentModelName: 'TestCase-dm',
      filter: { filters: ['ProjectId:P_1', `TestSuiteId:${(await api.root(suite)).General.Id}`] },
      page,
      sort: ['Id ASC'],
    });
    expect(listed.entries[0]!.document.Root.Metadata.LatestTestCaseExecutionData!.TestRunTitle).toBe('Second');
  });

  it('refuses Untested, unknown steps and unknown executions, changing nothing', async () => {
    const { suite, cases } = await suiteWithCases(api, 'P_1', 'Invalid', 1);
    const run = await addRun(api, { ProjectId: 'P_1', Title: 'Invalid saves' });
    await api.ok('ADD_TEST_SUITES_TO_RUN', { testRunDocRef: run, testSuiteDocRefs: [suite] });
    await api.ok('ADD_TEST_CASES_TO_RUN', { testRunDocRef: run, testCasesDocRefs: cases });
    const [entry] = (await executions(run)).entries;
    const untested = await api.fail('SAVE_TEST_CASE_EXECUTION', {
      docRef: entry!.docRef,
      document: { Root: { General: { Result: 1, ResultDetails: 'not yet' } } },
    });
    expect(untested).toMatchObject({ code: -32602, data: { reason: 'RESULT_UNTESTED' } });
    const outOfRange = await api.fail('SAVE_TEST_CASE_EXECUTION', {
      docRef: entry!.docRef,
      document: { Root: { General: { Result: 12 } } },
    });
    expect(outOfRange.code).toBe(-32602);
    const step = await api.fail('SAVE_TEST_CASE_EXECUTION', {
      docRef: entry!.docRef,
      document: {
        Root: { General: { Result: 2 }, TestSteps: [{ Id: '00000000-0000-4000-8000-000000000000', Result: 2 }] },
      },
    });
    expect(step.code).toBe(-32602);
    const missing = await api.fail('SAVE_TEST_CASE_EXECUTION', {
      docRef: 'TestRunTestCaseAdditionalFields-dm/00000000-0000-4000-8000-000000000000',
      document: { Root: { General: { Result: 2 } } },
    });
    expect(missing.code).toBe(-32004);
    expect((await executionOf(run, cases[0]!)).relationship.document.Root.General).toMatchObject({
      Result: 1,
      ResultDetails: null,
    });
  });
});

describe('content in open runs', () => {
  it('refuses deleting a case, its folder or its suite while the run is open', async () => {
    const suite = await addSuite(api, { ProjectId: 'P_1', Title: 'Guarded' });
    const folder = await addNode(api, suite, 'TestFolder-dm', { General: { Title: 'Deep' } });
    const inner = await addNode(api, folder, 'TestCase-dm', { General: { Title: 'inner' } });
    const free = await addNode(api, suite, 'TestCase-dm', { General: { Title: 'free' } });
    const run = await addRun(api, { ProjectId: 'P_1', Title: 'Guard' });
    await api.ok('ADD_TEST_SUITES_TO_RUN', { testRunDocRef: run, testSuiteDocRefs: [suite] });
    await api.ok('ADD_TEST_CASES_TO_RUN', { testRunDocRef: run, testCasesDocRefs: [inner] });

    const runId = (await api.root(run)).General.Id;
    const byCase = await api.fail('DELETE_DOCUMENT', { docRef: inner, locale: 'en' });
    expect(byCase).toMatchObject({ code: -32009, data: { reason: 'TEST_CASE_IN_OPEN_RUN' } });
    expect(byCase.message).toContain(runId);
    const byFolder = await api.fail('DELETE_FOLDER', { docRef: folder });
    expect(byFolder).toMatchObject({ code: -32009, data: { reason: 'TEST_CASE_IN_OPEN_RUN' } });
    const bySuite = await api.fail('DELETE_TEST_SUITE', { testSuiteDocRef: suite });
    expect(bySuite).toMatchObject({ code: -32009, data: { reason: 'TEST_SUITE_IN_OPEN_RUN' } });
    expect(await api.ok('DELETE_DOCUMENT', { docRef: free, locale: 'en' })).toBeNull();
    expect((await api.root(inner)).General.Title).toBe('inner');
    expect((await api.root(folder)).General.Title).toBe('Deep');
  });
});

describe('LIST_MULTIPLE_LINKS_TEST_CASES_IN_RUN', () => {
  it('walks the tree of a run level by level, showing only what is in the run', async () => {
    const suite = await addSuite(api, { ProjectId: 'P_1', Title: 'Tree' });
    const outer = await addNode(api, suite, 'TestFolder-dm', { General: { Title: 'Outer' } });
    const empty = await addNode(api, suite, 'TestFolder-dm', { General: { Title: 'Not in run' } });
    const nested = await addNode(api, outer, 'TestFolder-dm', { General: { Title: 'Nested' } });
    const deep = await addNode(api, nested, 'TestCase-dm', { General: { Title: 'deep' } });
    const top = await addNode(api, suite, 'TestCase-dm', { General: { Title: 'top' } });
    await addNode(api, suite, 'TestCase-dm', { General: { Title: 'left out' } });
    await addNode(api, empty, 'TestCase-dm', { General: { Title: 'also left out' } });
    const run = await addRun(api, { ProjectId: 'P_1', Title: 'Walk' });
    await api.ok('ADD_TEST_SUITES_TO_RUN', { testRunDocRef: run, testSuiteDocRefs: [suite] });
    await api.ok('ADD_TEST_CASES_TO_RUN', { testRunDocRef: run, testCasesDocRefs: [deep, top] });

    const walk = async (
      docRef: string,
      relationshipModel: 'TestSuiteTestCaseFolder-rm' | 'TestFolderTestCaseFolder-rm',
    ) => {
      const answer = (
        await api.ok('LIST_MULTIPLE_LINKS_TEST_CASES_IN_RUN', {
          filter: {},
          sort: [],
          testRunFilter: { testRunDocRef: run, isTestCaseFilter: false, resultDocumentModel: 'TestCase-dm' },
          sources: [{ docRef, relationshipModel, role: 'parent' }],
        })
      )[0]!;
      return answer.linkResultEntries;
    };
    /** The execution a case's entry brings; a folder's entry (which has none) fails the test. */
    const executionIn = (entry: Awaited<ReturnType<typeof walk>>['entries'][number] | undefined) => {
      if (!entry || !('relationship' in entry)) throw new Error(`not a case's entry: ${JSON.stringify(entry)}`);
      return entry.relationship;
    };
    const level1 = await walk(suite, 'TestSuiteTestCaseFolder-rm');
    expect(level1.fullSize).toBe(2);
    expect(level1.entries.map((e) => e.document.Root.General.Title)).toEqual(['Outer', 'top']);
    expect(level1.entries[0]).not.toHaveProperty('relationship');
    expect(executionIn(level1.entries[1]).Root.General.TestCaseDocRef).toBe(top);
    expect(level1.entries[1]!.linkRef.linkDescriptor).toMatchObject({
      position: 2,
      relationshipModel: 'TestSuiteTestCaseFolder-rm',
    });
    const level2 = await walk(outer, 'TestFolderTestCaseFolder-rm');
    expect(level2.entries.map((e) => e.document.Root.General.Title)).toEqual(['Nested']);
    const level3 = await walk(nested, 'TestFolderTestCaseFolder-rm');
    expect(level3.entries.map((e) => e.document.Root.General.Title)).toEqual(['deep']);
    expect(executionIn(level3.entries[0]).Root.General.Result).toBe(1);
    expect((await walk(empty, 'TestFolderTestCaseFolder-rm')).fullSize).toBe(0);
  });
});
