import { createTestTenant, createTestUser } from '@tmt/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Client, client } from '../client';
import { addNode, addProject, addRun, addSuite } from '../factories';
import { settle } from '../settle';
import { startTestApp, type TestApp } from '../test-app';

let t: TestApp;
let api: Client;
let tenantId: string;
const cases: Record<string, string> = {};

const P1 = { 'Project-Id': 'P_1' };
const trends = (params: Record<string, unknown> = {}) =>
  api.ok('GET_VERSION_RUN_TRENDS', { projectId: 'P_1', ...params });

// P_1 "Shop", suite Checkout with C_1–C_4, in four runs R_1–R_4 of version 1, one after the other. Results by run
// (U untested, P passed, F failed new, K failed known, B blocked):
//   C_1 "Cart total"   P P P P   never flips
//   C_2 "Coupon"       P F P F   flips 3 times
//   C_3 "Card payment" F F P B   flips once (blocked keeps the outcome)
//   C_4 "Invoice"      U F K P   flips once (new → known is no flip)
const results: Record<string, (number | null)[]> = {
  C_1: [2, 2, 2, 2],
  C_2: [2, 5, 2, 5],
  C_3: [5, 5, 2, 3],
  C_4: [null, 5, 6, 2],
};

beforeAll(async () => {
  t = await startTestApp();
  const tenant = await createTestTenant(t.orm, 'run-trends');
  tenantId = tenant.tenantId;
  api = client(t, tenant.admin.token);
  await addProject(api, 'Shop');
  const suite = await addSuite(api, { ProjectId: 'P_1', Title: 'Checkout' });
  for (const title of ['Cart total', 'Coupon', 'Card payment', 'Invoice'])
    cases[title] = await addNode(api, suite, 'TestCase-dm', { General: { Title: title } });
  for (let i = 0; i < 4; i++) {
    const run = await addRun(api, { ProjectId: 'P_1', Title: `Nightly ${i + 1}` });
    await api.ok('ADD_TEST_SUITES_TO_RUN', { testRunDocRef: run, testSuiteDocRefs: [suite] });
    const testRunId = `R_${i + 1}`;
    await api.ok('ADD_TEST_CASES_TO_RUN_BY_ID', { testRunId, testCaseIds: Object.keys(results) }, P1);
    const testExecutions = Object.entries(results).flatMap(([testCaseId, byRun]) => {
      const result = byRun[i];
      return result ? [{ testCaseId, result }] : [];
    });
    const saved = await api.ok(
      'SAVE_TEST_EXECUTIONS_ASYNC',
      { testRunId, decisionOnInvalidTestExecutionResult: 'SKIP', testExecutions },
      P1,
    );
    expect((await settle(t, api, saved)).General.Status).toBe('DONE');
  }
});
afterAll(() => t.close());

describe('GET_VERSION_RUN_TRENDS', () => {
  it("shows the version's runs oldest first with their pass rate of the tested cases", async () => {
    const answer = await trends();
    expect(answer.version).toBe(1);
    expect(
      answer.runs.map((r: Record<string, unknown>) => [
        r.id,
        r.total,
        r.tested,
        r.passed,
        r.failed,
        r.blocked,
        r.passRate,
      ]),
    ).toEqual([
      ['R_1', 4, 3, 2, 1, 0, 66.7],
      ['R_2', 4, 4, 1, 3, 0, 25],
      ['R_3', 4, 4, 3, 1, 0, 75],
      ['R_4', 4, 4, 2, 1, 1, 50],
    ]);
    expect(answer.runs[0]).toMatchObject({ title: 'Nightly 1', status: 'active', closedOn: null });
    expect(answer.runs[0]!.testRunDocRef).toMatch(/^TestRun-dm\//);
    expect(answer.runs[0]!.createdOn).toBeLessThanOrEqual(answer.runs[3]!.createdOn);
    expect(answer.changes).toBeNull();
  });

  it('lists the cases whose outcome flips most often, each with the executions to open', async () => {
    const { flaky } = await trends();
    expect(flaky.fullSize).toBe(3);
    expect(flaky.entries.map((e: Record<string, unknown>) => [e.testCaseId, e.flips, e.passed, e.failed])).toEqual([
      ['C_2', 3, 2, 2],
      ['C_3', 1, 1, 2],
      ['C_4', 1, 1, 2],
    ]);
    expect(flaky.entries[0]).toMatchObject({ testCaseDocRef: cases.Coupon, testCaseTitle: 'Coupon' });
    expect(flaky.entries[0]!.results).toEqual([
      { testRunId: 'R_1', executionId: 'RC_2', result: 2 },
      { testRunId: 'R_2', executionId: 'RC_6', result: 5 },
      { testRunId: 'R_3', executionId: 'RC_10', result: 2 },
      { testRunId: 'R_4', executionId: 'RC_14', result: 5 },
    ]);
    // The executions named are the ones a tester opens.
    const execution = await api.ok('GET_TEST_CASE_EXECUTION', {
      testRunDocRef: (await trends()).runs[1]!.testRunDocRef,
      docRef: cases.Coupon!,
    });
    expect(execution.relationship.document.Root.General).toMatchObject({ Id: 'RC_6', Result: 5 });

    const limited = await trends({ flakyLimit: 1 });
    expect(limited.flaky.fullSize).toBe(3);
    expect(limited.flaky.entries.map((e) => e.testCaseId)).toEqual(['C_2']);
  });

  it('counts only the latest runs asked for', async () => {
    const answer = await trends({ runs: 3 });
    expect(answer.runs.map((r: { id: string }) => r.id)).toEqual(['R_2', 'R_3', 'R_4']);
    expect(answer.flaky.entries.map((e: Record<string, unknown>) => [e.testCaseId, e.flips])).toEqual([
      ['C_2', 2],
      ['C_4', 1],
      ['C_3', 1],
    ]);
  });

  it('compares the failed cases of two runs: fixed, newly failing and changed', async () => {
    const { changes } = await trends({ compare: { from: 'R_2', to: 'R_3' } });
    expect(changes!.fullSize).toBe(3);
    expect(changes!.entries).toEqual([
      {
        testCaseDocRef: cases.Coupon,
        testCaseId: 'C_2',
        testCaseTitle: 'Coupon',
        change: 'fixed',
        from: { testRunId: 'R_2', executionId: 'RC_6', result: 5 },
        to: { testRunId: 'R_3', executionId: 'RC_10', result: 2 },
      },
      expect.objectContaining({ testCaseId: 'C_3', change: 'fixed' }),
      expect.objectContaining({
        testCaseId: 'C_4',
        change: 'changed',
        from: { testRunId: 'R_2', executionId: 'RC_8', result: 5 },
        to: { testRunId: 'R_3', executionId: 'RC_12', result: 6 },
      }),
    ]);
    const later = await trends({ compare: { from: 'R_3', to: 'R_4' } });
    expect(later.changes!.entries.map((e: Record<string, unknown>) => [e.testCaseId, e.change])).toEqual([
      ['C_2', 'failing'],
      ['C_4', 'fixed'],
    ]);
    // The same run twice changes nothing.
    expect((await trends({ compare: { from: 'R_4', to: 'R_4' } })).changes).toEqual({ fullSize: 0, entries: [] });
  });

  it('keeps a closed run as it was at the close, and counts each version apart', async () => {
    const before = await trends();
    await settle(t, api, await api.ok('CLOSE_TEST_RUN', { testRunDocRef: before.runs[0]!.testRunDocRef }));
    await api.ok('UPDATE_TEST_CASE_TREE_NODE', {
      docRef: cases.Coupon!,
      locale: 'en',
      document: { Root: { General: { Title: 'Coupon code' } } },
    });
    const after = await trends();
    expect(after.runs[0]).toMatchObject({ id: 'R_1', status: 'inactive', passRate: 66.7 });
    expect(after.runs[0]!.closedOn).toBeGreaterThan(0);
    expect(after.flaky.entries[0]).toMatchObject({ testCaseId: 'C_2', testCaseTitle: 'Coupon code', flips: 3 });

    const created = await api.ok('CREATE_PROJECT_VERSION', {
      document: { Root: { General: { ProjectId: 'P_1' } } },
    });
    expect((await settle(t, api, created)).General.Status).toBe('DONE');
    const second = await trends({ version: 2 });
    expect(second).toMatchObject({ version: 2, runs: [], flaky: { fullSize: 0, entries: [] } });
    expect((await trends({ version: 1 })).runs).toHaveLength(4);
    // A sub project has runs of its own: none of the parent's.
    await addProject(api, 'Mobile', 'P_1');
    expect(await trends({ subprojectId: 'SP_1' })).toMatchObject({ version: 1, runs: [], flaky: { fullSize: 0 } });
    expect((await api.ok('GET_VERSION_RUN_TRENDS', { version: 1 }, P1)).runs).toHaveLength(4);
  });

  it('refuses bad params and runs of another version, changing nothing', async () => {
    for (const params of [
      { runs: 1 },
      { runs: 101 },
      { flakyLimit: 0 },
      { version: 0 },
      { compare: { from: 'R_1' } },
      { compare: { from: 'R_1', to: 'C_1' } },
      { projectId: 'SP_1' },
      { locale: 'fr' },
    ]) {
      const error = await api.fail('GET_VERSION_RUN_TRENDS', { projectId: 'P_1', ...params });
      expect(error.code, JSON.stringify(params)).toBe(-32602);
    }
    expect(
      await api.fail('GET_VERSION_RUN_TRENDS', { projectId: 'P_1', subprojectId: '_' }, { 'Project-Id': 'P_2' }),
    ).toMatchObject({
      code: -32602,
      data: { reason: 'HEADER_PARAM_MISMATCH' },
    });
    expect(
      await api.fail('GET_VERSION_RUN_TRENDS', { projectId: 'P_1', compare: { from: 'R_1', to: 'R_99' } }),
    ).toMatchObject({
      code: -32004,
      data: { reason: 'TEST_RUN_NOT_FOUND' },
    });
    expect(await api.fail('GET_VERSION_RUN_TRENDS', { projectId: 'P_1', version: 9 })).toMatchObject({
      code: -32004,
      data: { reason: 'VERSION_NOT_FOUND' },
    });
  });

  it('answers every role that reads, refuses a user without a role, and another tenant as missing', async () => {
    const viewer = await createTestUser(t.orm, tenantId, 'vera', [
      { organizationUnit: { type: 'TENANT', id: tenantId }, role: 'viewer' },
    ]);
    expect(
      (await client(t, viewer.token).ok('GET_VERSION_RUN_TRENDS', { projectId: 'P_1', version: 1 })).runs,
    ).toHaveLength(4);
    const stranger = await createTestUser(t.orm, tenantId, 'stan', []);
    expect(await client(t, stranger.token).fail('GET_VERSION_RUN_TRENDS', { projectId: 'P_1' })).toMatchObject({
      code: -32003,
    });
    const other = client(t, (await createTestTenant(t.orm, 'run-trends-other')).admin.token);
    expect(await other.fail('GET_VERSION_RUN_TRENDS', { projectId: 'P_1' })).toMatchObject({
      code: -32004,
      data: { reason: 'DOCUMENT_NOT_FOUND' },
    });
  });
});
