import { createTestTenant } from '@tmt/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Client, client } from '../client';
import { addNode, addProject, addRun, addSuite, suiteWithCases } from '../factories';
import { settle } from '../settle';
import { startTestApp, type TestApp } from '../test-app';

let t: TestApp;
let api: Client;

beforeAll(async () => {
  t = await startTestApp();
  api = client(t, (await createTestTenant(t.orm, 'run-tasks')).admin.token);
  await addProject(api, 'Shop');
});
afterAll(() => t.close());

const P1 = { 'Project-Id': 'P_1' };
const page = { offset: 0, limit: 100 };
// biome-ignore lint/suspicious/noExplicitAny: answers are inspected field by field
type Entry = any;

/** A run holding one suite with `count` cases; answers the refs and business ids. */
async function runWithCases(title: string, count: number) {
  const { suite, cases } = await suiteWithCases(api, 'P_1', title, count);
  const run = await addRun(api, { ProjectId: 'P_1', Title: title });
  await api.ok('ADD_TEST_SUITES_TO_RUN', { testRunDocRef: run, testSuiteDocRefs: [suite] });
  await api.ok('ADD_TEST_CASES_TO_RUN', { testRunDocRef: run, testCasesDocRefs: cases });
  const runId = (await api.root(run)).General.Id as string;
  const caseIds = await Promise.all(cases.map(async (c) => (await api.root(c)).General.Id as string));
  return { suite, cases, run, runId, caseIds };
}

const results = async (run: string) =>
  (await api.ok('GET_TEST_CASE_EXECUTIONS', { testRunDocRef: run, page })).entries.map(
    (e: Entry) => e.document.Root.General,
  );

describe('CLOSE_TEST_RUN', () => {
  it('closes a run as a task: inactive, frozen copies of its cases, and every change refused afterwards', async () => {
    const { suite, cases, run, runId, caseIds } = await runWithCases('Closing', 2);
    const [first] = (await api.ok('GET_TEST_CASE_EXECUTIONS', { testRunDocRef: run, page })).entries;
    await api.ok('SAVE_TEST_CASE_EXECUTION', {
      docRef: first!.docRef,
      document: { Root: { General: { Result: 2 } } },
    });
    const taskRef = await api.ok('CLOSE_TEST_RUN', { testRunDocRef: run });
    expect(taskRef).toMatch(/^TaskRequest-dm\//);
    const task = await settle(t, api, taskRef);
    expect(task.General).toMatchObject({ Status: 'DONE', Type: 'CLOSE_TEST_RUN', ProjectId: 'P_1' });
    expect(task.Result).toEqual({ alreadyClosed: false, frozenCases: 2 });

    const closed = await api.root(run);
    expect(closed.General.Status).toBe('inactive');
    expect(closed.Metadata).toMatchObject({ ClosedBy: 'admin', EditedBy: 'SYSTEM' });
    expect(typeof closed.Metadata.ClosedOn).toBe('number');
    expect(closed.Metadata.DisplayClosedOn).toMatch(/\d/);
    // The run holds frozen copies of its cases; the cases themselves stay live and are listed as before.
    const frozenCopy = await api.ok('GET_TEST_CASE_EXECUTION', { testRunDocRef: run, docRef: cases[0]! });
    expect(frozenCopy.target.document.Root.Metadata.IsFrozen).toBe(true);
    expect((await api.root(cases[0]!)).Metadata.IsFrozen).toBe(false);
    const notFrozen = await api.ok('LIST_DOCUMENTS', {
      documentModelName: 'TestCase-dm',
      filter: { filters: ['ProjectId:P_1', 'Frozen:false'] },
      page,
    });
    expect(notFrozen.entries.map((e: Entry) => e.document.Root.General.Id)).toContain(caseIds[0]);
    const projects = await api.ok('LOAD_PROJECTS_BY_TENANT', {});
    expect(projects[0]!.document.Root.General.TestRuns).toMatch(/^1\/\d+$/);

    const { suite: other } = await suiteWithCases(api, 'P_1', 'Late', 1);
    const [inRun] = (
      await api.ok('GET_TEST_SUITES_IN_RUN', { testRunDocRef: run, filter: { filters: [] }, page, sort: [] })
    ).entries;
    const refused: [string, unknown, Record<string, string>?][] = [
      ['ADD_TEST_SUITES_TO_RUN', { testRunDocRef: run, testSuiteDocRefs: [other] }],
      ['DELETE_TEST_SUITES_FROM_RUN', { testRunDocRef: run, testSuiteDocRefs: [suite] }],
      ['ADD_TEST_CASES_TO_RUN', { testRunDocRef: run, testCasesDocRefs: cases }],
      ['ADD_TEST_CASES_TO_RUN_BY_ID', { testRunId: runId, testCaseIds: caseIds }, P1],
      ['ADD_TEST_CASES_TO_RUN_ASYNC', { testRunId: runId, testCaseIds: caseIds }, P1],
      ['DELETE_TEST_CASES_FROM_RUN', { testRunDocRef: run, testCasesDocRefs: cases }],
      ['SAVE_TEST_CASE_EXECUTION', { docRef: first!.docRef, document: { Root: { General: { Result: 5 } } } }],
      [
        'SAVE_TEST_EXECUTIONS_ASYNC',
        {
          testRunId: runId,
          decisionOnInvalidTestExecutionResult: 'SKIP',
          testExecutions: [{ testCaseId: caseIds[0], result: 5 }],
        },
        P1,
      ],
      ['MODIFY_DOCUMENT', { docRef: run, locale: 'en', document: { Root: { General: { Title: 'Renamed' } } } }],
      ['CLOSE_TEST_RUN', { testRunDocRef: run }],
      [
        'MODIFY_DOCUMENT',
        { docRef: inRun!.relationship.__meta.docRef, locale: 'en', document: { Root: { General: { Assignee: 'x' } } } },
      ],
      [
        'LIST_MULTIPLE_LINKS_TEST_CASES_IN_RUN',
        {
          testRunFilter: { testRunDocRef: run, isTestCaseFilter: false },
          sources: [{ docRef: suite, relationshipModel: 'TestSuiteTestCaseFolder-rm', role: 'parent' }],
        },
      ],
    ];
    for (const [method, params, headers] of refused) {
      const error = await api.fail(method, params, headers);
      expect(error, method).toMatchObject({ code: -32009, data: { reason: 'TEST_RUN_CLOSED' } });
    }
    expect((await results(run)).map((r: Entry) => r.Result)).toEqual([2, 1]);
    expect((await api.root(run)).General.Title).toBe('Closing');

    // A closed run does not hold its content back, and keeps its record when the content goes.
    expect(await api.ok('DELETE_DOCUMENT', { docRef: cases[1]!, locale: 'en' })).toBeNull();
    expect((await results(run)).length).toBe(2);
    expect(await api.ok('CHECK_TEST_RUN_EMPTY', { testRunDocRef: run })).toBe(false);
  });
});

describe('COPY_TEST_RUN', () => {
  it('copies suites, cases and testers into a new active run with results reset', async () => {
    const { run, suite } = await runWithCases('Original', 2);
    const [first] = (await api.ok('GET_TEST_CASE_EXECUTIONS', { testRunDocRef: run, page })).entries;
    await api.ok('SAVE_TEST_CASE_EXECUTION', {
      docRef: first!.docRef,
      document: { Root: { General: { Result: 5, Tester: 'anna', Defects: 'SHOP-1' } } },
    });
    const task = await settle(t, api, await api.ok('COPY_TEST_RUN', { testRunDocRef: run }));
    expect(task.General.Status).toBe('DONE');
    expect(task.Result.testCases).toBe(2);
    const copy = await api.root(task.Result.testRunDocRef);
    expect(copy.General).toMatchObject({ Title: 'Original (copy)', Status: 'active', TestSuiteCount: 1, Progress: 0 });
    expect(copy.General.Id).not.toBe((await api.root(run)).General.Id);
    const copied = await results(task.Result.testRunDocRef);
    expect(copied.map((r: Entry) => [r.Result, r.Tester, r.Defects, r.TestSuiteDocRef])).toEqual([
      [1, 'anna', null, suite],
      [1, null, null, suite],
    ]);
    const named = await settle(t, api, await api.ok('COPY_TEST_RUN', { testRunDocRef: run, title: 'Retest' }));
    expect((await api.root(named.Result.testRunDocRef)).General.Title).toBe('Retest');
  });
});

describe('ADD_TEST_CASES_TO_RUN_ASYNC', () => {
  it('adds cases by id as a task, linking the suite; rule violations end in ERROR with the reason', async () => {
    const { suite, cases } = await suiteWithCases(api, 'P_1', 'Async add', 3);
    const caseIds = await Promise.all(cases.map(async (c) => (await api.root(c)).General.Id as string));
    const run = await addRun(api, { ProjectId: 'P_1', Title: 'Async' });
    const runId = (await api.root(run)).General.Id;
    const task = await settle(
      t,
      api,
      await api.ok('ADD_TEST_CASES_TO_RUN_ASYNC', { testRunId: runId, testCaseIds: [...caseIds, caseIds[0]!] }, P1),
    );
    expect(task.General.Status).toBe('DONE');
    expect(task.Result).toEqual({ added: 3 });
    expect((await results(run)).map((r: Entry) => r.TestSuiteDocRef)).toEqual([suite, suite, suite]);

    const other = await suiteWithCases(api, 'P_1', 'Other', 1);
    const otherId = (await api.root(other.cases[0]!)).General.Id;
    const mixed = await settle(
      t,
      api,
      await api.ok('ADD_TEST_CASES_TO_RUN_ASYNC', { testRunId: runId, testCaseIds: [caseIds[0], otherId] }, P1),
    );
    expect(mixed.General.Status).toBe('ERROR');
    expect(mixed.Error).toMatchObject({ Reason: 'CASES_FROM_SEVERAL_SUITES' });
    expect((await results(run)).length).toBe(3);
  });

  it('answers ADD_TEST_CASES_TO_RUN_BY_ID above the sync limit with a task', async () => {
    const { suite } = await suiteWithCases(api, 'P_1', 'Many', 1);
    const caseId = (await api.root(await addNode(api, suite, 'TestCase-dm', { General: { Title: 'one more' } })))
      .General.Id;
    const run = await addRun(api, { ProjectId: 'P_1', Title: 'Large' });
    const runId = (await api.root(run)).General.Id;
    const ids = Array.from({ length: 1_001 }, () => caseId);
    const answer = await api.ok('ADD_TEST_CASES_TO_RUN_BY_ID', { testRunId: runId, testCaseIds: ids }, P1);
    expect(answer).toMatch(/^TaskRequest-dm\//);
    const task = await settle(t, api, answer!);
    expect(task.General.Type).toBe('ADD_TEST_CASES_TO_RUN_ASYNC');
    expect(task.Result).toEqual({ added: 1 });
  });
});

describe('SAVE_TEST_EXECUTIONS_ASYNC', () => {
  it('saves valid results in one task; SKIP ignores Untested entries with details', async () => {
    const { run, runId, caseIds } = await runWithCases('Bulk skip', 4);
    const task = await settle(
      t,
      api,
      await api.ok(
        'SAVE_TEST_EXECUTIONS_ASYNC',
        {
          testRunId: runId,
          decisionOnInvalidTestExecutionResult: 'SKIP',
          testExecutions: [
            { testCaseId: caseIds[0]!, tester: 'anna', attachments: [], result: 2, defects: '', details: '' },
            { testCaseId: caseIds[1]!, tester: 'anna', result: 5, defects: 'SHOP-9', details: 'wrong total' },
            { testCaseId: caseIds[2]!, tester: 'anna', result: 1, details: 'half done' },
            { testCaseId: caseIds[3]!, result: 1 },
            { testCaseId: 'C_99999', result: 2 },
          ],
        },
        P1,
      ),
    );
    expect(task.General.Status).toBe('DONE');
    expect(task.Result).toEqual({ saved: 2, skipped: 2, notInRun: ['C_99999'], notInRunCount: 1 });
    // The entries are kept beside the request: its document says how many, so a client polling it reads no more.
    expect(task.Parameters.map((p: { Key: string }) => p.Key).sort()).toEqual(['decision', 'entries', 'testRunId']);
    expect(task.Parameters.find((p: { Key: string }) => p.Key === 'entries').Value).toBe('5');
    expect((await results(run)).map((r: Entry) => [r.Result, r.Tester, r.Defects, r.ResultDetails])).toEqual([
      [2, 'anna', '', ''],
      [5, 'anna', 'SHOP-9', 'wrong total'],
      [1, null, null, null],
      [1, null, null, null],
    ]);
    const figures = await api.root(run);
    expect(figures.General.Progress).toBe(50);
  });

  it('SET_IN_PROGRESS saves Untested entries with details as In progress; the last entry of a case wins', async () => {
    const { run, runId, caseIds } = await runWithCases('Bulk progress', 2);
    const task = await settle(
      t,
      api,
      await api.ok(
        'SAVE_TEST_EXECUTIONS_ASYNC',
        {
          testRunId: runId,
          decisionOnInvalidTestExecutionResult: 'SET_IN_PROGRESS',
          testExecutions: [
            { testCaseId: caseIds[0]!, result: 1, details: 'started' },
            { testCaseId: caseIds[1]!, result: 5, details: 'first try' },
            { testCaseId: caseIds[1]!, result: 2, details: 'second try' },
          ],
        },
        P1,
      ),
    );
    expect(task.Result).toMatchObject({ saved: 2, skipped: 1, notInRunCount: 0 });
    expect((await results(run)).map((r: Entry) => [r.Result, r.ResultDetails, r.Tester])).toEqual([
      [7, 'started', 'admin'],
      [2, 'second try', 'admin'],
    ]);
  });

  it('saves the entries of a task stored before they were kept beside the request (in its Parameters)', async () => {
    const { run, runId, caseIds } = await runWithCases('Stored in params', 2);
    const taskRef = await api.ok(
      'SAVE_TEST_EXECUTIONS_ASYNC',
      {
        testRunId: runId,
        decisionOnInvalidTestExecutionResult: 'SKIP',
        testExecutions: [
          { testCaseId: caseIds[0]!, result: 5, defects: 'SHOP-1', details: 'first' },
          { testCaseId: caseIds[1]!, tester: 'anna', result: 2, details: '' },
          { testCaseId: caseIds[0]!, result: 6, defects: 'SHOP-2', details: 'again' },
        ],
      },
      P1,
    );
    // The request as the release before `entries` stored it: the entries as a parameter, no input beside it.
    await t.orm.em.fork().execute(
      `UPDATE task_request SET input = NULL, parameters = (
         SELECT jsonb_agg(p) FROM jsonb_array_elements(parameters) p WHERE p->>'Key' <> 'entries'
       ) || jsonb_build_array(jsonb_build_object('Key', 'executions', 'Value', input))
       WHERE id = ?`,
      [taskRef.split('/')[1]],
    );
    const task = await settle(t, api, taskRef);
    expect(task.General.Status).toBe('DONE');
    expect(task.Result).toEqual({ saved: 2, skipped: 1, notInRun: [], notInRunCount: 0 });
    expect((await results(run)).map((r: Entry) => [r.Result, r.Tester, r.Defects, r.ResultDetails])).toEqual([
      [6, 'admin', 'SHOP-2', 'again'],
      [2, 'anna', null, ''],
    ]);
  });

  it('refuses bad params at the call and ends in ERROR when the run was closed meanwhile', async () => {
    const { run, runId, caseIds } = await runWithCases('Closed meanwhile', 1);
    const bad = await api.fail(
      'SAVE_TEST_EXECUTIONS_ASYNC',
      { testRunId: runId, decisionOnInvalidTestExecutionResult: 'MAYBE', testExecutions: [] },
      P1,
    );
    expect(bad.code).toBe(-32602);
    const saveRef = await api.ok(
      'SAVE_TEST_EXECUTIONS_ASYNC',
      {
        testRunId: runId,
        decisionOnInvalidTestExecutionResult: 'SKIP',
        testExecutions: [{ testCaseId: caseIds[0]!, result: 2 }],
      },
      P1,
    );
    // Close first: the queued save then finds a frozen run.
    await t.orm.em.fork().execute(`UPDATE test_run SET status = 'inactive' WHERE id = ?`, [run.split('/')[1]]);
    const task = await settle(t, api, saveRef);
    expect(task.General.Status).toBe('ERROR');
    expect(task.Error).toMatchObject({ Reason: 'TEST_RUN_CLOSED' });
    expect((await results(run))[0].Result).toBe(1);
  });
});

describe('cases moved to another suite', () => {
  const suitesOf = async (run: string) =>
    (
      await api.ok('GET_TEST_SUITES_IN_RUN', { testRunDocRef: run, filter: { filters: [] }, page, sort: [] })
    ).entries.map((e: Entry) => e.document.Root.General.Title);
  const inSuite = async (run: string, testSuiteDocRef: string) =>
    (await api.ok('GET_TEST_CASE_EXECUTIONS', { testRunDocRef: run, testSuiteDocRef, page })).entries.map(
      (e: Entry) => [e.document.Root.General.TestCaseDocRef, e.document.Root.General.Result],
    );

  it('take their executions in open runs along, while a closed run keeps where they were', async () => {
    const closed = await runWithCases('Moving closed', 2);
    const { suite, cases } = closed;
    const open = await addRun(api, { ProjectId: 'P_1', Title: 'Moving open' });
    await api.ok('ADD_TEST_SUITES_TO_RUN', { testRunDocRef: open, testSuiteDocRefs: [suite] });
    await api.ok('ADD_TEST_CASES_TO_RUN', { testRunDocRef: open, testCasesDocRefs: cases });
    const [first] = (await api.ok('GET_TEST_CASE_EXECUTIONS', { testRunDocRef: open, page })).entries;
    await api.ok('SAVE_TEST_CASE_EXECUTION', {
      docRef: first!.docRef,
      document: { Root: { General: { Result: 5, Defects: 'SHOP-9' } } },
    });
    await settle(t, api, await api.ok('CLOSE_TEST_RUN', { testRunDocRef: closed.run }));
    const target = await addSuite(api, { ProjectId: 'P_1', Title: 'Moving target' });

    await api.ok('MOVE_TEST_CASE', { sourceDocRef: cases[0]!, destinationDocRef: target });

    expect(await inSuite(open, target)).toEqual([[cases[0], 5]]);
    expect(await inSuite(open, suite)).toEqual([[cases[1], 1]]);
    expect(await suitesOf(open)).toEqual(expect.arrayContaining(['Moving closed', 'Moving target']));
    const moved = await api.ok('GET_TEST_CASE_EXECUTION', { testRunDocRef: open, docRef: cases[0]! });
    expect(moved.relationship.document.Root.General).toMatchObject({ TestSuiteDocRef: target, Defects: 'SHOP-9' });
    expect((await api.root(open)).DisplayFields.TotalTestCases).toBe(2);
    expect(await inSuite(closed.run, suite)).toEqual([
      [cases[0], 1],
      [cases[1], 1],
    ]);
    expect(await suitesOf(closed.run)).toEqual(['Moving closed']);
  });

  it('follow a folder moved by MOVE_TEST_FOLDER into another suite', async () => {
    const suite = await addSuite(api, { ProjectId: 'P_1', Title: 'Folder source' });
    const folder = await addNode(api, suite, 'TestFolder-dm', { General: { Title: 'Carried' } });
    const inside = await addNode(api, folder, 'TestCase-dm', { General: { Title: 'carried case' } });
    const run = await addRun(api, { ProjectId: 'P_1', Title: 'Folder move' });
    await api.ok('ADD_TEST_SUITES_TO_RUN', { testRunDocRef: run, testSuiteDocRefs: [suite] });
    await api.ok('ADD_TEST_CASES_TO_RUN', { testRunDocRef: run, testCasesDocRefs: [inside] });
    const target = await addSuite(api, { ProjectId: 'P_1', Title: 'Folder target' });

    const taskRef = await api.ok('MOVE_TEST_FOLDER', {
      testFolderDocRef: folder,
      destinationDocRef: target,
      position: 'TOP',
    });
    expect((await settle(t, api, taskRef)).General.Status).toBe('DONE');

    expect(await inSuite(run, target)).toEqual([[inside, 1]]);
    expect(await inSuite(run, suite)).toEqual([]);
    expect(await suitesOf(run)).toEqual(expect.arrayContaining(['Folder source', 'Folder target']));
  });
});
