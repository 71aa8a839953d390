import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createTestTenant } from '@tmt/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Client, client, entriesOf } from '../client';
import { addNode, addProject, addRun, addSuite } from '../factories';
import { settle } from '../settle';
import { startTestApp, type TestApp } from '../test-app';

let t: TestApp;
let api: Client;
let token: string;
let intruder: Client;
let intruderToken: string;
let checkout: string;
let tenantId: string;

// biome-ignore lint/suspicious/noExplicitAny: answers are inspected field by field
type Any = any;

const page = { offset: 0, limit: 500 };
const P1 = { 'Project-Id': 'P_1' };
const fixture = (name: string) => readFile(join(import.meta.dirname, '../fixtures/junit', name), 'utf8');

/** Uploads a file like the CLI does; answers its attachment id. */
async function upload(name: string, body: string, as = token) {
  const query = new URLSearchParams({ filename: name, documentModelName: 'TestRun-dm', pathToField: '' });
  const res = await t.app.request(`/api/v2/attachment?${query}`, {
    method: 'POST',
    body,
    headers: { ...P1, Authorization: `Bearer ${as}`, 'Content-Type': 'application/xml' },
  });
  expect(res.status).toBe(200);
  return (await res.json()).attachmentId as string;
}

/** Imports and runs the task to its end; answers the task's Root. */
async function imported(params: Record<string, unknown>) {
  const taskRef = await api.ok('IMPORT_JUNIT_RESULTS', { projectId: 'P_1', ...params });
  return settle(t, api, taskRef);
}

/** The executions of a run by case Id: Result, ResultDetails, EditedOn and the case's docRef. */
async function executions(run: string) {
  const { entries } = await api.ok('GET_TEST_CASE_EXECUTIONS', { testRunDocRef: run, page });
  const byCase: Record<string, Any> = {};
  for (const entry of entriesOf('TestRunTestCaseAdditionalFields-dm', { entries })) {
    const general = entry.document.Root.General;
    const testCase = await api.root(general.TestCaseDocRef);
    byCase[testCase.General.Id] = {
      ...general,
      docRef: entry.docRef,
      editedOn: entry.document.Root.Metadata.EditedOn,
      testCase,
    };
  }
  return byCase;
}

async function durations(run: string) {
  const rows = await t.orm.em.fork().execute<{ id: string; duration_ms: number | null }[]>(
    `SELECT c.business_id AS id, e.duration_ms FROM test_execution e JOIN test_case c ON c.id = e.case_id
       WHERE e.run_id = ?`,
    [run.split('/')[1]],
  );
  return Object.fromEntries(rows.map((row) => [row.id, row.duration_ms]));
}

async function newRun(title: string) {
  const run = await addRun(api, { ProjectId: 'P_1', Title: title });
  return { run, id: (await api.root(run)).General.Id as string };
}

async function counts() {
  const [row] = await t.orm.em.fork().execute<{ cases: number; runs: number; executions: number; edited: string }[]>(
    `SELECT (SELECT count(*) FROM test_case WHERE tenant_id = ?)::int AS cases,
       (SELECT count(*) FROM test_run WHERE tenant_id = ?)::int AS runs,
       (SELECT count(*) FROM test_execution WHERE tenant_id = ?)::int AS executions,
       (SELECT max(edited_on)::text FROM test_execution WHERE tenant_id = ?) AS edited`,
    [tenantId, tenantId, tenantId, tenantId],
  );
  return row!;
}

// P_1: suite "Checkout" (S_1) with C_1–C_4, suite "Search" (S_2) with C_5 and C_6.
beforeAll(async () => {
  t = await startTestApp();
  const tenant = await createTestTenant(t.orm, 'automation-junit');
  tenantId = tenant.tenantId;
  token = tenant.admin.token;
  intruderToken = (await createTestTenant(t.orm, 'automation-junit-other')).admin.token;
  intruder = client(t, intruderToken);
  api = client(t, token);
  await addProject(api, 'Shop');
  checkout = await addSuite(api, { ProjectId: 'P_1', Title: 'Checkout' });
  for (const title of ['Cart total', 'Tax', 'Card payment', 'Invoice']) {
    await addNode(api, checkout, 'TestCase-dm', { General: { Title: title } });
  }
  const search = await addSuite(api, { ProjectId: 'P_1', Title: 'Search' });
  for (const title of ['Find by name', 'Find by tag']) {
    await addNode(api, search, 'TestCase-dm', { General: { Title: title } });
  }
});
afterAll(() => t.close());

describe('IMPORT_JUNIT_RESULTS', () => {
  it('saves a vitest report: a C_n in a test name matches, unmatched tests are reported', async () => {
    const { run, id } = await newRun('Nightly');
    const task = await imported({ testRunId: id, xml: [await fixture('vitest.xml')] });
    expect(task.General.Status).toBe('DONE');
    expect(task.Result).toMatchObject({
      testRunId: id,
      testRunDocRef: run,
      files: 1,
      tests: 4,
      passed: 2,
      failed: 1,
      skipped: 1,
      matchedByMarker: 1,
      created: 0,
      addedToRun: 1,
      saved: 1,
      unmatchedCount: 3,
    });
    expect(task.Result.unmatched.map((u: Any) => u.key)).toEqual([
      'src/cart.test.ts#cart > applies a coupon',
      'src/cart.test.ts#cart > shows an empty cart',
      'src/cart.test.ts#cart > keeps the cart after a reload',
    ]);
    const byCase = await executions(run);
    expect(Object.keys(byCase)).toEqual(['C_1']);
    expect(byCase.C_1).toMatchObject({ Result: 2, Tester: 'admin' });
    expect(byCase.C_1.ResultDetails).toBe('JUnit src/cart.test.ts#cart > adds up the total (passed)');
    expect(await durations(run)).toEqual({ C_1: 3 });
  });

  it('creates unmatched tests as automated cases of a target suite; importing again changes nothing', async () => {
    const { run, id } = await newRun('With new cases');
    const xml = await fixture('vitest.xml');
    const first = await imported({ testRunId: id, xml: [xml], targetTestSuiteId: 'S_1' });
    expect(first.Result).toMatchObject({ created: 3, addedToRun: 4, saved: 4, unmatchedCount: 0 });
    const byCase = await executions(run);
    expect(Object.keys(byCase).sort()).toEqual(['C_1', 'C_7', 'C_8', 'C_9']);
    expect(byCase.C_7.testCase.General).toMatchObject({
      Title: 'cart > applies a coupon',
      Automation: 'AUTOMATED',
      TestSuiteId: 'S_1',
    });
    expect(byCase.C_7.testCase.Metadata.IsImported).toBe(true);
    expect(byCase.C_7.testCase.AdditionalInfo.CreatingEvent).toBe('IMPORTED');
    expect(byCase.C_7.Result).toBe(5);
    expect(byCase.C_7.ResultDetails).toContain('[failure] AssertionError: expected 90 to be 80');
    expect(byCase.C_7.ResultDetails).toContain('❯ src/cart.test.ts:12:20');
    expect(byCase.C_8.Result).toBe(11);
    expect(byCase.C_9.Result).toBe(2);
    expect(byCase.C_9.ResultDetails).toContain('--- system-out ---\nrestored 3 items from storage');
    expect(await durations(run)).toEqual({ C_1: 3, C_7: 5, C_8: 1, C_9: 2 });
    // The new cases sit at the end of the suite, in the order of the report.
    const { entries } = await api.ok('LIST_DOCUMENTS', {
      documentModelName: 'TestCase-dm',
      filter: { filters: ['ProjectId:P_1', 'TestSuiteId:S_1'] },
      sort: ['Order ASC'],
      page,
    });
    expect(entries.map((e: Any) => e.document.Root.General.Id)).toEqual([
      'C_1',
      'C_2',
      'C_3',
      'C_4',
      'C_7',
      'C_8',
      'C_9',
    ]);

    const before = await counts();
    const again = await imported({ testRunId: id, xml: [xml], targetTestSuiteId: 'S_1' });
    expect(again.Result).toMatchObject({ created: 0, addedToRun: 0, saved: 0, unchanged: 4, matchedByKey: 3 });
    expect(await counts()).toEqual(before);
    const after = await executions(run);
    for (const caseId of Object.keys(byCase)) expect(after[caseId].editedOn).toBe(byCase[caseId].editedOn);
  });

  it('finds a renamed case by its key, and a renamed test by the C_n it now names', async () => {
    const { run, id } = await newRun('Renames');
    const xml = await fixture('vitest.xml');
    // The case made from "applies a coupon" is renamed in TMT: the test still finds it.
    await api.ok('UPDATE_TEST_CASE_TREE_NODE', {
      docRef: `TestCase-dm/${await executionsCaseRef('C_7')}`,
      locale: 'en',
      document: { Root: { General: { Title: 'Coupon reduces the total' } } },
    });
    const renamedCase = await imported({ testRunId: id, xml: [xml], targetTestSuiteId: 'S_1' });
    expect(renamedCase.Result).toMatchObject({ created: 0, matchedByKey: 3 });
    // The test is renamed in the code and names its case: no duplicate; its new key (without the C_n) is remembered.
    const renamedTest = xml.replace('cart &gt; applies a coupon', 'cart &gt; C_7 applies a coupon code');
    const byMarker = await imported({ testRunId: id, xml: [renamedTest], targetTestSuiteId: 'S_1' });
    expect(byMarker.Result).toMatchObject({ created: 0, matchedByMarker: 2, unmatchedCount: 0 });
    const withoutMarker = renamedTest.replace('C_7 applies a coupon code', 'applies a coupon code');
    const byKey = await imported({ testRunId: id, xml: [withoutMarker], targetTestSuiteId: 'S_1' });
    expect(byKey.Result).toMatchObject({ created: 0, matchedByKey: 3, matchedByMarker: 1, unmatchedCount: 0 });
    expect(Object.keys(await executions(run)).sort()).toEqual(['C_1', 'C_7', 'C_8', 'C_9']);
  });

  it('reads pytest: tmt_case properties, parametrized tests of one case (the worst counts), errors and skips', async () => {
    const { run, id } = await newRun('pytest');
    const task = await imported({ testRunId: id, xml: [await fixture('pytest.xml')] });
    expect(task.Result).toMatchObject({ tests: 5, passed: 2, failed: 1, error: 1, skipped: 1, matchedByMarker: 3 });
    const byCase = await executions(run);
    expect(byCase.C_5.Result).toBe(2);
    expect(byCase.C_6.Result).toBe(5);
    expect(byCase.C_6.ResultDetails).toContain('JUnit tests.test_search#test_find_by_tag[red] (failed)');
    expect(byCase.C_6.ResultDetails).toContain('E       assert 0 == 1');
    expect(byCase.C_6.ResultDetails).toContain('JUnit tests.test_search#test_find_by_tag[blue] (passed)');
    expect(task.Result.unmatched).toEqual([
      { key: 'tests.test_search#test_index_is_fresh', file: 'inline-1.xml', outcome: 'error' },
      { key: 'tests.test_search#test_ranking', file: 'inline-1.xml', outcome: 'skipped' },
    ]);
    expect(await durations(run)).toEqual({ C_5: 4, C_6: 4 });
  });

  it('merges uploaded JUnit 5 and Surefire reports with an inline one; flaky runs pass; known failures stay known', async () => {
    const { run, id } = await newRun('Java');
    // A failure of a case whose execution names defects is a known failure.
    await imported({ testRunId: id, xml: [await fixture('surefire.xml')] });
    const invoice = (await executions(run)).C_4;
    await api.ok('SAVE_TEST_CASE_EXECUTION', {
      docRef: invoice.docRef,
      document: { Root: { General: { Result: 5, Defects: 'SHOP-42' } } },
    });
    const junit5 = await upload('TEST-CartTest.xml', await fixture('junit5.xml'));
    const surefire = await upload('TEST-PaymentTest.xml', await fixture('surefire.xml'));
    const task = await imported({
      testRunId: id,
      attachmentIds: [junit5, surefire],
      xml: [await fixture('nested.xml')],
      targetTestSuiteId: 'S_2',
    });
    expect(task.Result).toMatchObject({ files: 3, tests: 7, passed: 5, failed: 2, created: 4 });
    const byCase = await executions(run);
    expect(byCase.C_2.Result).toBe(2);
    expect(byCase.C_3.Result).toBe(2);
    expect(byCase.C_4.Result).toBe(6);
    expect(byCase.C_4.ResultDetails).toContain('org.opentest4j.AssertionFailedError: expected: <1> but was: <2>');
    expect(byCase.C_4.ResultDetails).toContain('sending invoice 4711');
    const created = Object.values(byCase).filter((e: Any) => e.testCase.General.TestSuiteId === 'S_2');
    const titles = Object.fromEntries(created.map((e: Any) => [e.testCase.General.Title, e]));
    expect(Object.keys(titles).sort()).toEqual([
      'emptyCartHasNoTotal()',
      'pays with a card',
      'refundIsBooked',
      'ships to a packstation',
    ]);
    expect(titles.refundIsBooked.Result).toBe(2);
    expect(titles.refundIsBooked.ResultDetails).toContain('Passed after a rerun (flaky).');
    expect(titles['ships to a packstation'].Result).toBe(5);
    expect(titles['ships to a packstation'].ResultDetails).toContain(
      'JUnit checkout.shipping#ships to a packstation (failed)',
    );
  });

  it('creates a run when none is named', async () => {
    const task = await imported({ xml: [await fixture('junit5.xml')], testRunTitle: 'CI #812' });
    expect(task.General.Status).toBe('DONE');
    const run = await api.root(task.Result.testRunDocRef);
    expect(run.General).toMatchObject({ Title: 'CI #812', Status: 'active', Id: task.Result.testRunId });
    // C_2 by the name of its test; the other test by the key a case created from it earlier holds.
    expect(task.Result).toMatchObject({ matchedByMarker: 1, matchedByKey: 1, unmatchedCount: 0 });
    expect(Object.keys(await executions(task.Result.testRunDocRef))).toContain('C_2');
    const untitled = await imported({ xml: [await fixture('junit5.xml')] });
    expect((await api.root(untitled.Result.testRunDocRef)).General.Title).toMatch(
      /^JUnit results \d{4}-\d\d-\d\d \d\d:\d\d UTC$/,
    );
  });

  it('finds cases by their keys in the next version too', async () => {
    const v2 = await api.ok('CREATE_PROJECT_VERSION', {
      document: { Root: { General: { ProjectId: 'P_1', Title: 'Release 2' } } },
    });
    expect((await settle(t, api, v2)).General.Status).toBe('DONE');
    // The report as the last import of version 1 had it: the coupon test renamed.
    const xml = (await fixture('vitest.xml')).replace('cart &gt; applies a coupon', 'cart &gt; applies a coupon code');
    const task = await imported({ xml: [xml], version: 2, targetTestSuiteId: 'S_1' });
    expect(task.Result).toMatchObject({ created: 0, matchedByKey: 3, matchedByMarker: 1, unmatchedCount: 0 });
    const run = await api.root(task.Result.testRunDocRef);
    expect(run.General.ProjectVersionNumber).toBe(2);
  });

  it('ends in ERROR with JUNIT_INVALID on a malformed or foreign file, and saves nothing', async () => {
    const { id } = await newRun('Broken');
    const before = await counts();
    const good = await fixture('vitest.xml');
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ testRunId: id, xml: [good, good.replace('</testsuites>', '')] }, /inline-2\.xml .*unclosed tag/],
      [{ testRunId: id, xml: ['<html><body>Bad gateway</body></html>'] }, /root element is <html>/],
      [
        { testRunId: id, attachmentIds: [await upload('broken.xml', '<testsuite><testcase name="a"></testsuite>')] },
        /broken\.xml .*line 1, column \d+/,
      ],
      [{ xml: [good, 'not xml at all'], targetTestSuiteId: 'S_1' }, /inline-2\.xml/],
    ];
    for (const [params, message] of cases) {
      const task = await imported(params);
      expect(task.General.Status).toBe('ERROR');
      expect(task.Error.Reason).toBe('JUNIT_INVALID');
      expect(task.Error.Message).toMatch(message);
      expect(task.Error.Message).toContain('Nothing was saved.');
    }
    expect(await counts()).toEqual(before);
  });

  it('refuses bad params, unknown or closed runs, unknown suites and files, and other tenants, and queues nothing', async () => {
    const { run, id } = await newRun('Refusals');
    const xml = ['<testsuite/>'];
    const tasks = () =>
      t.orm.em
        .fork()
        .execute<{ n: number }[]>('SELECT count(*)::int AS n FROM task_request WHERE tenant_id = ?', [tenantId]);
    const [before] = await tasks();
    const refused: [Record<string, unknown>, string, Client?][] = [
      [{ testRunId: id }, 'INVALID_PARAMS'],
      [{ testRunId: id, xml: [] }, 'INVALID_PARAMS'],
      [{ testRunId: id, xml: Array(51).fill('<testsuite/>') }, 'INVALID_PARAMS'],
      [{ testRunId: 'R_0', xml }, 'INVALID_PARAMS'],
      [{ testRunId: id, xml, attachmentIds: ['not-a-uuid'] }, 'INVALID_PARAMS'],
      [{ testRunId: 'R_999', xml }, 'TEST_RUN_NOT_FOUND'],
      [{ testRunId: id, xml, targetTestSuiteId: 'S_99' }, 'DOCUMENT_NOT_FOUND'],
      [{ testRunId: id, attachmentIds: ['00000000-0000-4000-8000-000000000000'] }, 'DOCUMENT_NOT_FOUND'],
      [{ xml, version: 5 }, 'VERSION_NOT_FOUND'],
      [{ projectId: 'P_9', testRunId: id, xml }, 'DOCUMENT_NOT_FOUND'],
      [{ testRunId: id, xml }, 'DOCUMENT_NOT_FOUND', intruder],
    ];
    for (const [params, reason, as = api] of refused) {
      const error = await as.fail('IMPORT_JUNIT_RESULTS', { projectId: 'P_1', ...params });
      expect(error.data.reason, JSON.stringify(params).slice(0, 100)).toBe(reason);
    }
    // Another tenant's upload is unknown here.
    const foreign = await (async () => {
      const query = new URLSearchParams({ filename: 'x.xml', documentModelName: 'TestRun-dm', pathToField: '' });
      await intruder.ok('ADD_DOCUMENT', {
        documentModelName: 'Project-dm',
        locale: 'en',
        document: { Root: { General: { Title: 'Theirs' } } },
      });
      const res = await t.app.request(`/api/v2/attachment?${query}`, {
        method: 'POST',
        body: '<testsuite/>',
        headers: { ...P1, Authorization: `Bearer ${intruderToken}` },
      });
      return (await res.json()).attachmentId as string;
    })();
    expect(
      (await api.fail('IMPORT_JUNIT_RESULTS', { projectId: 'P_1', testRunId: id, attachmentIds: [foreign] })).code,
    ).toBe(-32004);
    // Without a project in params or headers.
    expect((await api.fail('IMPORT_JUNIT_RESULTS', { testRunId: id, xml })).data.reason).toBe('PROJECT_ID_REQUIRED');
    const closing = await api.ok('CLOSE_TEST_RUN', { testRunDocRef: run });
    await settle(t, api, closing);
    expect((await api.fail('IMPORT_JUNIT_RESULTS', { projectId: 'P_1', testRunId: id, xml })).data.reason).toBe(
      'TEST_RUN_CLOSED',
    );
    const [after] = await tasks();
    // The only task queued is the close.
    expect(after!.n).toBe(before!.n + 1);
  });
});

/** The TechnicalId of a case of the latest version by its Id. */
async function executionsCaseRef(caseId: string) {
  const { entries } = await api.ok('LIST_DOCUMENTS', {
    documentModelName: 'TestCase-dm',
    filter: { filters: ['ProjectId:P_1', `Id:${caseId}`] },
    page,
  });
  return entries[0]!.document.Root.General.TechnicalId as string;
}
