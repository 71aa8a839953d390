import { removeLeftTenants, removeTenant, seedContent, seedHistory } from '../../../apps/server/test/seed-content';
import { benchClient } from '../bench-client';
import { createBenchTenant, startBenchTmt } from '../bench-tmt';
import { figure, size } from '../figures';

/**
 * One suite of 100,000 cases (short mode: 10,000), with their risk level documents as cases made in TMT have them,
 * and a test run in project P_1, on a server that also holds another tenant's project of as many cases with ten
 * closed runs of history (1,000,000 executions; short: 100,000), as a server of several teams does: the bench's
 * tenant is new to the statistics, whose figures for the tables are the other tenant's. Then, with the worker that
 * runs inside the server, seconds from the first call to the last task's DONE for ADD_TEST_CASES_TO_RUN_ASYNC of all
 * cases and for SAVE_TEST_EXECUTIONS_ASYNC of a result for each, checked afterwards against LIST_TEST_RUNS. A call
 * takes at most 10,000 entries, so 100,000 are sent as ten calls at once, as a pipeline reporting a large run would.
 */

const CASES = size(100_000, 10_000);
/** Closed runs of the other tenant's history. */
const OTHER_RUNS = 10;
/** Entries one call may carry (the params' limit). */
const PER_CALL = 10_000;
/** SAVE_TEST_EXECUTIONS_ASYNC, call → DONE: under 1 s for 10,000 results, under 5 s for 100,000. */
const TARGET_SECONDS = size(5, 1);
// Passed, Blocked, Failed (new), Failed (known), Skipped: every one a result, so every execution counts as done.
const RESULTS = [2, 3, 5, 6, 11];

interface RunDocument {
  Root: {
    General: { Id: string; Progress: number; TestSuiteCount: number };
    DisplayFields: { TotalTestCases: number; ResultCounts: { Result: number; Count: number }[] };
  };
}

export default async function runs(): Promise<void> {
  const tmt = await startBenchTmt();
  try {
    const em = tmt.orm.em.fork();
    await removeLeftTenants(em);
    const seconds = (since: number) => ((performance.now() - since) / 1000).toFixed(1);
    let seeded = performance.now();
    const other = await createBenchTenant(tmt);
    await seedContent(em, other, { suites: 1, casesPerSuite: CASES });
    const history = await seedHistory(em, other, { runs: OTHER_RUNS, results: RESULTS });
    console.log(`seeded another tenant's ${CASES} cases and ${history} executions in ${seconds(seeded)} s`);
    seeded = performance.now();
    const bench = await createBenchTenant(tmt);
    const { rpc, timeTask } = benchClient(tmt, bench.token);
    await seedContent(em, bench, { suites: 1, casesPerSuite: CASES, riskLevels: true });
    console.log(`seeded 1 suite with ${CASES} cases in ${seconds(seeded)} s`);

    const runRef = await rpc<string>('ADD_DOCUMENT', {
      documentModelName: 'TestRun-dm',
      locale: 'en',
      document: { Root: { General: { ProjectId: 'P_1', Title: 'Bench run' } } },
    });
    const runDoc = await rpc<{ document: RunDocument }>('GET_DOCUMENT', { docRef: runRef });
    const testRunId = runDoc.document.Root.General.Id;
    console.log(`test run ${testRunId} (${runRef})`);

    const caseIds = Array.from({ length: CASES }, (_, i) => `C_${i + 1}`);
    const chunks = Array.from({ length: Math.ceil(CASES / PER_CALL) }, (_, i) =>
      caseIds.slice(i * PER_CALL, (i + 1) * PER_CALL),
    );
    /** Seconds from the first call to the last DONE of one task per chunk, all called at once; the results' sum. */
    const timeChunks = async (method: string, paramsOf: (ids: string[]) => unknown, counted: string) => {
      const start = performance.now();
      const done = await Promise.all(chunks.map((ids) => timeTask(method, paramsOf(ids))));
      const total = done.reduce((sum, { result }) => sum + Number(result[counted]), 0);
      if (total !== CASES) throw new Error(`${method}: ${counted} ${total} of ${CASES}`);
      return (performance.now() - start) / 1000;
    };

    const add = await timeChunks('ADD_TEST_CASES_TO_RUN_ASYNC', (testCaseIds) => ({ testRunId, testCaseIds }), 'added');
    const save = await timeChunks(
      'SAVE_TEST_EXECUTIONS_ASYNC',
      (ids) => ({
        testRunId,
        decisionOnInvalidTestExecutionResult: 'SKIP',
        testExecutions: ids.map((testCaseId, i) => ({
          testCaseId,
          tester: 'bench',
          attachments: [],
          result: RESULTS[i % RESULTS.length],
          defects: '',
          details: '',
        })),
      }),
      'saved',
    );

    const list = await rpc<{ entries: { document: RunDocument }[] }>('LIST_TEST_RUNS', {
      page: { offset: 0, limit: 10 },
      sort: [],
      filter: { filters: [] },
    });
    const listed = list.entries.find((entry) => entry.document.Root.General.Id === testRunId)?.document;
    if (!listed) throw new Error(`LIST_TEST_RUNS does not list ${testRunId}: ${JSON.stringify(list).slice(0, 2000)}`);
    const { Progress } = listed.Root.General;
    const { TotalTestCases, ResultCounts } = listed.Root.DisplayFields;
    if (Progress !== 100 || TotalTestCases !== CASES) {
      throw new Error(`LIST_TEST_RUNS: ${testRunId} has Progress ${Progress} and TotalTestCases ${TotalTestCases}`);
    }
    const counts = ResultCounts.filter((c) => c.Count)
      .map((c) => `${c.Result}:${c.Count}`)
      .join(' ');
    console.log(`LIST_TEST_RUNS: ${testRunId} Progress ${Progress}, TotalTestCases ${TotalTestCases} (${counts})`);

    console.log(
      `\n${'operation'.padEnd(30)}${'seconds'.padStart(9)}${'executions/s'.padStart(14)}  target < ${TARGET_SECONDS} s`,
    );
    for (const [label, seconds] of [
      ['ADD_TEST_CASES_TO_RUN_ASYNC', add],
      ['SAVE_TEST_EXECUTIONS_ASYNC', save],
    ] as const) {
      console.log(
        `${label.padEnd(30)}${seconds.toFixed(2).padStart(9)}${String(Math.round(CASES / seconds)).padStart(14)}  ${seconds < TARGET_SECONDS ? 'PASS' : 'ABOVE TARGET'}`,
      );
    }
    const count = CASES.toLocaleString('en');
    figure(`runs: ADD_TEST_CASES_TO_RUN_ASYNC ${count}`, add, 's');
    figure(`runs: SAVE_TEST_EXECUTIONS_ASYNC ${count}`, save, 's');
    await removeTenant(em, bench.tenantId);
    await removeTenant(em, other.tenantId);
  } finally {
    await tmt.stop();
  }
}
