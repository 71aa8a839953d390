import { removeTenant, seedContent } from '../../../apps/server/test/seed-content';
import { createBenchTenant, startBenchTmt } from '../bench-tmt';
import { figure } from '../figures';

/**
 * One suite of 10,000 cases (with their risk level documents, as cases made in TMT have them) and a test run in
 * project P_1; then, with the worker that runs inside the server,
 * seconds from the call to the task's DONE for ADD_TEST_CASES_TO_RUN_ASYNC of all 10,000 cases and for
 * SAVE_TEST_EXECUTIONS_ASYNC of a result for each, checked afterwards against LIST_TEST_RUNS.
 */

const CASES = 10_000;
const TARGET_SECONDS = 1;
const POLL_MS = 20;
const TASK_TIMEOUT_MS = 120_000;
// Passed, Blocked, Failed (new), Failed (known), Skipped: every one a result, so every execution counts as done.
const RESULTS = [2, 3, 5, 6, 11];

interface TaskDocument {
  document: {
    Root: { General: { Status: string }; Result: Record<string, unknown> | null; Error: unknown };
  };
}

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
    const bench = await createBenchTenant(tmt);
    const seeded = performance.now();
    await seedContent(em, bench, { suites: 1, casesPerSuite: CASES, riskLevels: true });
    console.log(`seeded 1 suite with ${CASES} cases in ${((performance.now() - seeded) / 1000).toFixed(1)} s`);

    const rpc = async (method: string, params: unknown) => {
      const res = await fetch(`${tmt.url}/api/v2/rpc`, {
        method: 'POST',
        headers: {
          Authorization: `Bearer ${bench.token}`,
          'Content-Type': 'application/json',
          'Project-Id': 'P_1',
        },
        body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
      });
      const text = await res.text();
      let answer: { result?: unknown; error?: unknown };
      try {
        answer = JSON.parse(text) as typeof answer;
      } catch {
        throw new Error(`${method}: HTTP ${res.status} ${text.slice(0, 500)}`);
      }
      if (answer.error || !('result' in answer)) throw new Error(`${method}: ${text.slice(0, 2000)}`);
      return answer.result;
    };

    // Seconds from the call to DONE; the task's result, or a failure with the task's error.
    const timeTask = async (method: string, params: unknown) => {
      const start = performance.now();
      const docRef = (await rpc(method, params)) as string;
      if (typeof docRef !== 'string' || !docRef.startsWith('TaskRequest-dm/')) {
        throw new Error(`${method} answered ${JSON.stringify(docRef)}, not a TaskRequest-dm docRef`);
      }
      for (;;) {
        const task = (await rpc('GET_DOCUMENT', { docRef })) as TaskDocument;
        const { General, Error: error, Result } = task.document.Root;
        if (General.Status === 'DONE') return { seconds: (performance.now() - start) / 1000, result: Result };
        if (General.Status === 'ERROR' || error) {
          // An unexpected failure puts the task back to NEW with its error for a later retry: fail on that too.
          throw new Error(`${method} task ${docRef} ${General.Status}: ${JSON.stringify(error ?? task.document)}`);
        }
        if (performance.now() - start > TASK_TIMEOUT_MS) {
          throw new Error(`${method} task ${docRef} still ${General.Status} after ${TASK_TIMEOUT_MS / 1000} s`);
        }
        await new Promise((resolve) => setTimeout(resolve, POLL_MS));
      }
    };

    const runRef = (await rpc('ADD_DOCUMENT', {
      documentModelName: 'TestRun-dm',
      locale: 'en',
      document: { Root: { General: { ProjectId: 'P_1', Title: 'Bench run' } } },
    })) as string;
    const runDoc = (await rpc('GET_DOCUMENT', { docRef: runRef })) as { document: RunDocument };
    const testRunId = runDoc.document.Root.General.Id;
    console.log(`test run ${testRunId} (${runRef})`);

    const caseIds = Array.from({ length: CASES }, (_, i) => `C_${i + 1}`);
    const add = await timeTask('ADD_TEST_CASES_TO_RUN_ASYNC', { testRunId, testCaseIds: caseIds });
    if (add.result?.added !== CASES) throw new Error(`ADD_TEST_CASES_TO_RUN_ASYNC: ${JSON.stringify(add.result)}`);

    const save = await timeTask('SAVE_TEST_EXECUTIONS_ASYNC', {
      testRunId,
      decisionOnInvalidTestExecutionResult: 'SKIP',
      testExecutions: caseIds.map((testCaseId, i) => ({
        testCaseId,
        tester: 'bench',
        attachments: [],
        result: RESULTS[i % RESULTS.length],
        defects: '',
        details: '',
      })),
    });
    if (save.result?.saved !== CASES) throw new Error(`SAVE_TEST_EXECUTIONS_ASYNC: ${JSON.stringify(save.result)}`);

    const list = (await rpc('LIST_TEST_RUNS', {
      page: { offset: 0, limit: 10 },
      sort: [],
      filter: { filters: [] },
    })) as { entries: { document: RunDocument }[] };
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
    for (const [label, { seconds }] of [
      ['ADD_TEST_CASES_TO_RUN_ASYNC', add],
      ['SAVE_TEST_EXECUTIONS_ASYNC', save],
    ] as const) {
      console.log(
        `${label.padEnd(30)}${seconds.toFixed(2).padStart(9)}${String(Math.round(CASES / seconds)).padStart(14)}  ${seconds < TARGET_SECONDS ? 'PASS' : 'ABOVE TARGET'}`,
      );
    }
    figure('runs: ADD_TEST_CASES_TO_RUN_ASYNC 10,000', add.seconds, 's');
    figure('runs: SAVE_TEST_EXECUTIONS_ASYNC 10,000', save.seconds, 's');
    const total = add.seconds + save.seconds;
    console.log(`${'total'.padEnd(30)}${total.toFixed(2).padStart(9)}`);
    await removeTenant(em, bench.tenantId);
  } finally {
    await tmt.stop();
  }
}
