import { createTestTenant, createTestUser, runJobsOnce } from '@tmt/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Client, client } from '../client';
import { addProject, addRun, suiteWithCases } from '../factories';
import { seedContent } from '../seed-content';
import { settle } from '../settle';
import { startTestApp, type TestApp } from '../test-app';

// SET_TEST_EXECUTION_PROPERTY: one property on many executions of an open run, as a task.

let t: TestApp;
let api: Client;
let tenantId: string;
const page = { offset: 0, limit: 100 };

beforeAll(async () => {
  t = await startTestApp();
  const tenant = await createTestTenant(t.orm, 'execution-property');
  tenantId = tenant.tenantId;
  api = client(t, tenant.admin.token);
  await addProject(api, 'Shop');
});
afterAll(() => t.close());

/** A run holding `count` cases; answers it and its executions' docRefs in case order. */
async function runWithExecutions(title: string, count: number) {
  const { suite, cases } = await suiteWithCases(api, 'P_1', title, count);
  const run = await addRun(api, { ProjectId: 'P_1', Title: title });
  await api.ok('ADD_TEST_SUITES_TO_RUN', { testRunDocRef: run, testSuiteDocRefs: [suite] });
  await api.ok('ADD_TEST_CASES_TO_RUN', { testRunDocRef: run, testCasesDocRefs: cases });
  const { entries } = await api.ok('GET_TEST_CASE_EXECUTIONS', { testRunDocRef: run, page });
  return { run, executions: entries.map((e: { docRef: string }) => e.docRef) as string[] };
}

const general = async (docRef: string) => (await api.root(docRef)).General;
const set = (run: string, executions: string[], property: string, value: unknown) =>
  api.call('SET_TEST_EXECUTION_PROPERTY', {
    testRunDocRef: run,
    testExecutionDocRefs: executions,
    property,
    value,
  });
const setAndFinish = async (run: string, executions: string[], property: string, value: unknown) => {
  const { body } = await set(run, executions, property, value);
  expect(body.result, JSON.stringify(body.error)).toMatch(/^TaskRequest-dm\//);
  return settle(t, api, body.result);
};

describe('SET_TEST_EXECUTION_PROPERTY', () => {
  it('sets a result on the named executions only, recording who tested them as a save does', async () => {
    const { run, executions } = await runWithExecutions('Bulk result', 3);
    const [first, second, third] = executions as [string, string, string];
    const task = await setAndFinish(run, [first, second], 'Result', 3);
    expect(task.General).toMatchObject({ Status: 'DONE', Type: 'SET_TEST_EXECUTION_PROPERTY' });
    expect(task.Result).toEqual({ updated: 2 });
    for (const execution of [first, second]) {
      expect(await general(execution)).toMatchObject({ Result: 3, Tester: 'admin', HasTester: true });
    }
    expect(await general(third)).toMatchObject({ Result: 1, HasTester: false });
    const latest = (await api.root(first)).Metadata.LatestTestCaseExecutionData;
    expect(latest).toMatchObject({ TestRunId: (await general(run)).Id });
  });

  it('credits the latest saver as tester, unless a tester was assigned explicitly', async () => {
    const { run, executions } = await runWithExecutions('Attribution', 2);
    const [first, second] = executions as [string, string];
    const tess = await createTestUser(t.orm, tenantId, 'tess', [
      { organizationUnit: { type: 'PROJECT', id: 'P_1' }, role: 'tester' },
    ]);
    const saveAs = (caller: Client, docRef: string, General: object) =>
      caller.ok('SAVE_TEST_CASE_EXECUTION', { docRef, document: { Root: { General } } });
    // admin records first, tess records again: tess is the tester.
    await saveAs(api, first, { Result: 5 });
    await saveAs(client(t, tess.token), first, { Result: 2 });
    expect(await general(first)).toMatchObject({ Result: 2, Tester: 'tess' });
    expect((await api.root(first)).Metadata.TestedBy).toBe('tess');
    // A bulk result credits its requester likewise.
    await setAndFinish(run, [first], 'Result', 3);
    expect(await general(first)).toMatchObject({ Result: 3, Tester: 'admin' });
    // An assigned tester stays whoever saves; assigning none lets the saver be the tester again.
    await setAndFinish(run, [first, second], 'Tester', 'dana');
    await saveAs(client(t, tess.token), first, { Result: 5 });
    await setAndFinish(run, [second], 'Result', 2);
    expect(await general(first)).toMatchObject({ Result: 5, Tester: 'dana' });
    expect(await general(second)).toMatchObject({ Result: 2, Tester: 'dana' });
    await setAndFinish(run, [first], 'Tester', null);
    await saveAs(client(t, tess.token), first, { Result: 2 });
    expect(await general(first)).toMatchObject({ Tester: 'tess' });
    // A tester named in a save is assigned too.
    await saveAs(api, second, { Result: 3, Tester: 'ben' });
    await saveAs(client(t, tess.token), second, { Result: 2 });
    expect(await general(second)).toMatchObject({ Result: 2, Tester: 'ben' });
  });

  it('sets and clears Tester, Defects and ResultDetails', async () => {
    const { run, executions } = await runWithExecutions('Bulk fields', 2);
    await setAndFinish(run, executions, 'Tester', 'dana');
    await setAndFinish(run, executions, 'Defects', 'BUG-1, BUG-2');
    await setAndFinish(run, executions, 'ResultDetails', 'Blocked by the payment sandbox');
    for (const execution of executions) {
      expect(await general(execution)).toMatchObject({
        Tester: 'dana',
        Defects: 'BUG-1, BUG-2',
        ResultDetails: 'Blocked by the payment sandbox',
        Result: 1,
      });
    }
    await setAndFinish(run, executions, 'Defects', null);
    await setAndFinish(run, executions, 'Tester', null);
    expect(await general(executions[0]!)).toMatchObject({ Defects: null, HasTester: false });
  });

  it('refuses Untested, bad values, executions of another run, and a closed run, starting no task', async () => {
    const { run, executions } = await runWithExecutions('Refusals', 1);
    const other = await runWithExecutions('Other run', 1);
    const fail = async (params: [string, string[], string, unknown]) => (await set(...params)).body.error;

    expect(await fail([run, executions, 'Result', 1])).toMatchObject({
      code: -32602,
      data: { reason: 'RESULT_UNTESTED' },
    });
    expect(await fail([run, executions, 'Result', 12])).toMatchObject({ code: -32602 });
    expect(await fail([run, executions, 'Status', 'DONE'])).toMatchObject({ code: -32602 });
    expect(await fail([run, [], 'Tester', 'x'])).toMatchObject({ code: -32602 });
    expect(await fail([run, [...executions, ...other.executions], 'Result', 2])).toMatchObject({
      code: -32004,
      data: { reason: 'DOCUMENT_NOT_FOUND' },
    });

    await settle(t, api, await api.ok('CLOSE_TEST_RUN', { testRunDocRef: run }));
    expect(await fail([run, executions, 'Result', 2])).toMatchObject({
      code: -32009,
      data: { reason: 'TEST_RUN_CLOSED' },
    });
    expect(await general(executions[0]!)).toMatchObject({ Result: 1 });
  });

  it('ends in ERROR and changes nothing when the run closed after the call', async () => {
    const { run, executions } = await runWithExecutions('Closed meanwhile', 1);
    const { body } = await set(run, executions, 'Result', 4);
    const close = await api.ok('CLOSE_TEST_RUN', { testRunDocRef: run });
    await runJobsOnce(t.orm, { taskRequests: [close] });
    const task = await settle(t, api, body.result);
    expect(task.General.Status).toBe('ERROR');
    expect(task.Error.Reason).toBe('TEST_RUN_CLOSED');
    expect(await general(executions[0]!)).toMatchObject({ Result: 1 });
  });

  it("finds another tenant's run and executions missing", async () => {
    const { run, executions } = await runWithExecutions('Theirs', 1);
    const stranger = client(t, (await createTestTenant(t.orm, 'execution-property-other')).admin.token);
    const refused = await stranger.fail('SET_TEST_EXECUTION_PROPERTY', {
      testRunDocRef: run,
      testExecutionDocRefs: executions,
      property: 'Result',
      value: 2,
    });
    expect(refused.data.reason).toBe('DOCUMENT_NOT_FOUND');
    expect(await general(executions[0]!)).toMatchObject({ Result: 1 });
  });

  it('sets a result on all 10,000 executions of a run in one task', async () => {
    const tenant = await createTestTenant(t.orm, 'execution-property-bulk');
    const bulk = client(t, tenant.admin.token);
    await addProject(bulk, 'Bulk');
    const em = t.orm.em.fork();
    const [scope] = await em.execute<{ project_id: string; version_id: string }[]>(
      `SELECT p.id AS project_id, v.id AS version_id FROM project p JOIN project_version v ON v.project_id = p.id
       WHERE p.tenant_id = ? AND p.business_id = 'P_1'`,
      [tenant.tenantId],
    );
    const ids = { tenantId: tenant.tenantId, projectId: scope!.project_id, versionId: scope!.version_id, token: '' };
    await seedContent(em, ids, { suites: 1, casesPerSuite: 10_000 });
    const run = await addRun(bulk, { ProjectId: 'P_1', Title: 'Ten thousand' });
    const testCaseIds = Array.from({ length: 10_000 }, (_, i) => `C_${i + 1}`);
    const runId = (await bulk.root(run)).General.Id;
    await settle(
      t,
      bulk,
      await bulk.ok('ADD_TEST_CASES_TO_RUN_ASYNC', { testRunId: runId, testCaseIds }, { 'Project-Id': 'P_1' }),
    );
    const rows = await em.execute<{ id: string }[]>(
      'SELECT id FROM test_execution WHERE tenant_id = ? AND run_id = ?',
      [tenant.tenantId, run.split('/')[1]],
    );
    expect(rows).toHaveLength(10_000);
    const refs = rows.map((row) => `TestRunTestCaseAdditionalFields-dm/${row.id}`);
    const task = await settle(
      t,
      bulk,
      await bulk.ok('SET_TEST_EXECUTION_PROPERTY', {
        testRunDocRef: run,
        testExecutionDocRefs: refs,
        property: 'Result',
        value: 2,
      }),
    );
    expect(task.General.Status).toBe('DONE');
    expect(task.Result).toEqual({ updated: 10_000 });
    const figures = await bulk.root(run);
    expect(figures.General.Progress).toBe(100);
    const passed = figures.DisplayFields.ResultCounts.find((c: { Result: number }) => c.Result === 2);
    expect(passed.Count).toBe(10_000);
  }, 120_000);
});
