import { createTestTenant } from '@tmt/testing';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type Client, client } from '../client';
import { addProject, addRun, suiteWithCases } from '../factories';
import { settle } from '../settle';
import { startTestApp, type TestApp } from '../test-app';

let t: TestApp;
let api: Client;
const P1 = { 'Project-Id': 'P_1' };

beforeAll(async () => {
  t = await startTestApp();
  api = client(t, (await createTestTenant(t.orm, 'run-tally')).admin.token);
  await addProject(api, 'Shop');
});
afterAll(() => t.close());

const runId = (run: string) => run.split('/')[1]!;

/** The run's executions counted afresh, per result and tester, beside what its tally sums to. */
async function counts(run: string) {
  const em = t.orm.em.fork();
  const sql = (from: string) =>
    `SELECT result, coalesce(tester, '') AS tester, n::int FROM (${from}) x WHERE n <> 0 ORDER BY 1, 2`;
  const recount = await em.execute(
    sql('SELECT result, tester, count(*) AS n FROM test_execution WHERE run_id = ? GROUP BY 1, 2'),
    [runId(run)],
  );
  const tally = await em.execute(
    sql('SELECT result, tester, sum(n) AS n FROM test_run_tally WHERE run_id = ? GROUP BY 1, 2'),
    [runId(run)],
  );
  const bySuite = (from: string) => `SELECT suite_id, result, n::int FROM (${from}) x WHERE n <> 0 ORDER BY 1, 2`;
  const suiteRecount = await em.execute<{ suite_id: string; result: number; n: number }[]>(
    bySuite('SELECT suite_id, result, count(*) AS n FROM test_execution WHERE run_id = ? GROUP BY 1, 2'),
    [runId(run)],
  );
  const suiteTally = await em.execute<{ suite_id: string; result: number; n: number }[]>(
    bySuite('SELECT suite_id, result, sum(n) AS n FROM test_run_suite_tally WHERE run_id = ? GROUP BY 1, 2'),
    [runId(run)],
  );
  return { recount, tally, suiteRecount, suiteTally };
}

/** The rows a run's tallies hold (folded or not). */
async function tallyRows(run: string) {
  const [rows] = await t.orm.em.fork().execute<{ runs: number; suites: number }[]>(
    `SELECT (SELECT count(*)::int FROM test_run_tally WHERE run_id = ?) AS runs,
       (SELECT count(*)::int FROM test_run_suite_tally WHERE run_id = ?) AS suites`,
    [runId(run), runId(run)],
  );
  return rows!;
}

const displayFields = async (run: string) => (await api.root(run)).DisplayFields;

describe("a run's tally", () => {
  it('follows every way executions are added, saved, changed and removed, and answers the run figures', async () => {
    const { suite, cases } = await suiteWithCases(api, 'P_1', 'Tallied', 6);
    const run = await addRun(api, { ProjectId: 'P_1', Title: 'Tallied' });
    await api.ok('ADD_TEST_SUITES_TO_RUN', { testRunDocRef: run, testSuiteDocRefs: [suite] });
    await api.ok('ADD_TEST_CASES_TO_RUN', { testRunDocRef: run, testCasesDocRefs: cases });
    const saved = await api.ok(
      'SAVE_TEST_EXECUTIONS_ASYNC',
      {
        testRunId: 'R_1',
        decisionOnInvalidTestExecutionResult: 'SKIP',
        testExecutions: [
          { testCaseId: 'C_1', result: 2, tester: 'anna' },
          { testCaseId: 'C_2', result: 5, tester: 'anna' },
          { testCaseId: 'C_3', result: 3, tester: 'ben' },
        ],
      },
      P1,
    );
    expect((await settle(t, api, saved)).General.Status).toBe('DONE');
    const executions = (
      await api.ok('GET_TEST_CASE_EXECUTIONS', { testRunDocRef: run, page: { offset: 0, limit: 10 } })
    ).entries.map((e: { docRef: string }) => e.docRef) as string[];
    await api.ok('SAVE_TEST_CASE_EXECUTION', {
      docRef: executions[3]!,
      document: { Root: { General: { Result: 11 } } },
    });
    // Defects alone change no count.
    await api.ok('SAVE_TEST_CASE_EXECUTION', {
      docRef: executions[0]!,
      document: { Root: { General: { Result: 2, Defects: 'SHOP-1' } } },
    });
    const property = await api.ok('SET_TEST_EXECUTION_PROPERTY', {
      testRunDocRef: run,
      testExecutionDocRefs: executions.slice(1, 3),
      property: 'Tester',
      value: 'carl',
    });
    await settle(t, api, property);
    await api.ok('DELETE_TEST_CASES_FROM_RUN', { testRunDocRef: run, testCasesDocRefs: [cases[5]!] });

    const { recount, tally, suiteRecount, suiteTally } = await counts(run);
    expect(tally).toEqual(recount);
    expect(suiteTally).toEqual(suiteRecount);
    expect(suiteRecount.map((row) => row.n)).toEqual([1, 1, 1, 1, 1]);
    expect(recount).toEqual([
      { result: 1, tester: '', n: 1 },
      { result: 2, tester: 'anna', n: 1 },
      { result: 3, tester: 'carl', n: 1 },
      { result: 5, tester: 'carl', n: 1 },
      { result: 11, tester: 'admin', n: 1 },
    ]);
    const fields = await displayFields(run);
    expect(fields.TotalTestCases).toBe(5);
    expect(fields.TestCasesWithTester).toBe(4);
    expect(fields.TestersOfTestCases).toEqual(['admin', 'anna', 'carl']);
    expect(
      fields.ResultCounts.filter((r: { Count: number }) => r.Count).map((r: { Result: number; Count: number }) => [
        r.Result,
        r.Count,
      ]),
    ).toEqual([
      [1, 1],
      [2, 1],
      [3, 1],
      [5, 1],
      [11, 1],
    ]);
    const listed = await api.ok('LIST_TEST_RUNS', {
      filter: { filters: ['ProjectId:P_1', 'Tester:carl'] },
      page: { offset: 0, limit: 10 },
    });
    expect(listed.entries.map((e: { docRef: string }) => e.docRef)).toEqual([run]);
    expect(
      listed.filterItemMap.Tester.map((item: { Value: string; Count: number }) => [item.Value, item.Count]),
    ).toEqual([
      ['admin', 1],
      ['anna', 1],
      ['carl', 1],
    ]);

    // Many statements later the rows are folded, and the sums stay right.
    for (let i = 0; i < 70; i++) {
      await api.ok('SAVE_TEST_CASE_EXECUTION', {
        docRef: executions[i % 2]!,
        document: { Root: { General: { Result: i % 3 === 0 ? 2 : 5 } } },
      });
    }
    const after = await counts(run);
    expect(after.tally).toEqual(after.recount);
    expect(after.suiteTally).toEqual(after.suiteRecount);
    const folded = await tallyRows(run);
    expect(folded.runs).toBeLessThanOrEqual(65);
    expect(folded.suites).toBeLessThanOrEqual(65);

    // A deleted run takes its rows along.
    await api.ok('DELETE_TEST_SUITES_FROM_RUN', { testRunDocRef: run, testSuiteDocRefs: [suite] });
    const emptied = await counts(run);
    expect(emptied.tally).toEqual([]);
    expect(emptied.suiteTally).toEqual([]);
    expect(await api.ok('DELETE_TEST_RUN', { testRunDocRef: run })).toBe(true);
    expect(await tallyRows(run)).toEqual({ runs: 0, suites: 0 });
  });

  it("lets a save in a run go on while another transaction's save in the same run is open", async () => {
    const { suite, cases } = await suiteWithCases(api, 'P_1', 'Concurrent', 2);
    const run = await addRun(api, { ProjectId: 'P_1', Title: 'Concurrent' });
    await api.ok('ADD_TEST_SUITES_TO_RUN', { testRunDocRef: run, testSuiteDocRefs: [suite] });
    await api.ok('ADD_TEST_CASES_TO_RUN', { testRunDocRef: run, testCasesDocRefs: cases });
    const [first, second] = await t.orm.em
      .fork()
      .execute<{ id: string }[]>('SELECT id FROM test_execution WHERE run_id = ? ORDER BY business_id', [runId(run)]);
    const open = new pg.Client({ connectionString: inject('databaseUrl') });
    await open.connect();
    try {
      await open.query('BEGIN');
      // Untested → Passed: the same counts the API's save below changes. Were they one row locked to this
      // transaction's end, the save would wait for it and fail at the lock timeout.
      await open.query('UPDATE test_execution SET result = 2, tested_on = now() WHERE id = $1', [first!.id]);
      await api.ok('SAVE_TEST_CASE_EXECUTION', {
        docRef: `TestRunTestCaseAdditionalFields-dm/${second!.id}`,
        document: { Root: { General: { Result: 2 } } },
      });
      await open.query('COMMIT');
    } finally {
      await open.end();
    }
    const { recount, tally } = await counts(run);
    expect(tally).toEqual(recount);
    expect(recount).toEqual([
      { result: 2, tester: '', n: 1 },
      { result: 2, tester: 'admin', n: 1 },
    ]);
  });
});
