import {
  CASES_PER_SUITE,
  removeLeftTenants,
  removeTenant,
  seedContent,
  seedHistory,
} from '../../../apps/server/test/seed-content';
import { createBenchTenant, startBenchTmt } from '../bench-tmt';
import { figure, size } from '../figures';

/** 2,000 suites of 50 cases (100,000); 200 (10,000) in the short mode. */
const SUITES = size(2_000, 200);

/**
 * Risk level documents at scale: one version of 2,000 suites and 100,000 cases with likelihood, impact, type and
 * priority set, and 1,000,000 executions of history (10 closed runs of every case), seeded in set-based SQL around
 * TMT, so the version starts without documents. Then, with the worker that runs inside the server:
 * - REBUILD_RISK_LEVEL_DOCUMENTS of the version, from the call to the task's DONE (target < 10 s), first building
 *   every document, then again over documents that are right;
 * - CREATE_RUN_BY_RISK_LEVEL of the 10,000 riskiest cases (from level LOW, capped);
 * - SAVE_TEST_EXECUTIONS_ASYNC of a result for each of them, whose documents follow in the same task (the whole save
 *   stays under the `runs` target of 3 s), and the refresh of those 10,000 cases alone, timed in a transaction that
 *   is rolled back: the cost keeping the documents fresh adds to the save.
 */

const CASES = SUITES * CASES_PER_SUITE;
const HISTORY_RUNS = 10;
const SAVED = size(10_000, 2_000);
const REBUILD_TARGET_SECONDS = 8;
const SAVE_TARGET_SECONDS = 1;
const POLL_MS = 20;
const TASK_TIMEOUT_MS = 300_000;
// Passed most often; Failed (new), Failed (known) and Blocked now and then.
const RESULTS = [2, 2, 2, 2, 2, 2, 2, 5, 6, 3];

interface TaskDocument {
  document: { Root: { General: { Status: string }; Result: Record<string, unknown> | null; Error: unknown } };
}

const seconds = (since: number) => (performance.now() - since) / 1000;

class RolledBack extends Error {}

export default async function risk(): Promise<void> {
  const tmt = await startBenchTmt();
  try {
    const em = tmt.orm.em.fork();
    // What an interrupted bench left behind goes first.
    await removeLeftTenants(em);
    const bench = await createBenchTenant(tmt);
    const { tenantId, projectId, versionId } = bench;
    let started = performance.now();
    await seedContent(em, bench, { suites: SUITES });
    // One statement over every case of the version, its triggers and indexes included: more than the 30 s a call's
    // statement may take on a slow machine, so it runs without that limit, as the seeding before it does.
    await em.transactional(async (tx) => {
      await tx.execute('SET LOCAL statement_timeout = 0');
      await tx.execute(
        `UPDATE test_case SET
         type = (ARRAY['FUNCTIONAL','PERFORMANCE','SECURITY','USABILITY','MODEL'])[1 + substr(business_id, 3)::int % 5],
         prioritization = (ARRAY['MANDATORY','OPTIONAL','NO_TEST'])[1 + substr(business_id, 3)::int % 3],
         risk = jsonb_build_object(
           'AutoCalculateLikelihood', substr(business_id, 3)::int % 10 = 0,
           'Likelihood', (ARRAY['ALMOST_CERTAIN','LIKELY','POSSIBLE','UNLIKELY','RARE'])[1 + substr(business_id, 3)::int % 5],
           'AutoCalculateImpact', substr(business_id, 3)::int % 10 = 1,
           'Impact', (ARRAY['SERIOUS','MAJOR','MODERATE','MINOR','INSIGNIFICANT'])[1 + substr(business_id, 3)::int / 5 % 5])
       WHERE tenant_id = ? AND version_id = ?`,
        [tenantId, versionId],
      );
    });
    console.log(`seeded ${SUITES} suites and ${CASES} cases in ${seconds(started).toFixed(1)} s`);

    started = performance.now();
    const executions = await seedHistory(em, bench, { runs: HISTORY_RUNS, results: RESULTS });
    console.log(`seeded ${HISTORY_RUNS} closed runs with ${executions} executions in ${seconds(started).toFixed(1)} s`);

    const rpc = async (method: string, params: unknown) => {
      const res = await fetch(`${tmt.url}/api/v2/rpc`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${bench.token}`, 'Content-Type': 'application/json', 'Project-Id': 'P_1' },
        body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
      });
      const text = await res.text();
      const answer = JSON.parse(text) as { result?: unknown; error?: unknown };
      if (answer.error || !('result' in answer)) throw new Error(`${method}: ${text.slice(0, 2000)}`);
      return answer.result;
    };
    const timeTask = async (method: string, params: unknown) => {
      const start = performance.now();
      const docRef = (await rpc(method, params)) as string;
      for (;;) {
        const task = (await rpc('GET_DOCUMENT', { docRef })) as TaskDocument;
        const { General, Error: error, Result } = task.document.Root;
        if (General.Status === 'DONE') return { seconds: seconds(start), result: Result };
        if (General.Status === 'ERROR' || error) throw new Error(`${method} ${docRef}: ${JSON.stringify(error)}`);
        if (performance.now() - start > TASK_TIMEOUT_MS) throw new Error(`${method} ${docRef} still ${General.Status}`);
        await new Promise((resolve) => setTimeout(resolve, POLL_MS));
      }
    };

    const built = await timeTask('REBUILD_RISK_LEVEL_DOCUMENTS', { projectId: 'P_1' });
    if (built.result?.testCases !== CASES) throw new Error(`rebuild: ${JSON.stringify(built.result)}`);
    const again = await timeTask('REBUILD_RISK_LEVEL_DOCUMENTS', { projectId: 'P_1' });
    const [levels] = await em.execute<{ high: number; medium: number; low: number; none: number }[]>(
      `SELECT count(*) FILTER (WHERE heatmap_level = 'HIGH')::int AS high,
         count(*) FILTER (WHERE heatmap_level = 'MEDIUM')::int AS medium,
         count(*) FILTER (WHERE heatmap_level = 'LOW')::int AS low,
         count(*) FILTER (WHERE heatmap_level = 'UNDEFINED')::int AS none
       FROM risk_level WHERE tenant_id = ? AND version_id = ?`,
      [tenantId, versionId],
    );
    console.log(`documents by heatmap level: ${JSON.stringify(levels)}`);

    // A run of the 10,000 riskiest cases, chosen by CREATE_RUN_BY_RISK_LEVEL; then a result for each of them.
    const chosen = await timeTask('CREATE_RUN_BY_RISK_LEVEL', {
      projectId: 'P_1',
      minimumRiskLevel: 'LOW',
      title: 'Risk run',
      maxTestCases: SAVED,
    });
    if (chosen.result?.testCases !== SAVED) throw new Error(`risk run: ${JSON.stringify(chosen.result)}`);
    const testRunId = chosen.result.testRunId as string;
    const inRun = await em.execute<{ business_id: string }[]>(
      `SELECT c.business_id FROM test_execution e JOIN test_run r ON r.id = e.run_id JOIN test_case c ON c.id = e.case_id
       WHERE r.tenant_id = ? AND r.business_id = ? ORDER BY e.business_id`,
      [tenantId, testRunId],
    );
    const caseIds = inRun.map((row) => row.business_id);
    const save = await timeTask('SAVE_TEST_EXECUTIONS_ASYNC', {
      testRunId,
      decisionOnInvalidTestExecutionResult: 'SKIP',
      testExecutions: caseIds.map((testCaseId, i) => ({
        testCaseId,
        result: RESULTS[i % RESULTS.length],
        defects: i % 10 === 7 ? `NEW-${i}:Major` : '',
      })),
    });
    if (save.result?.saved !== SAVED) throw new Error(`save: ${JSON.stringify(save.result)}`);

    // The refresh of the saved cases alone, as the save ran it (their documents are right by now, so it computes
    // all and writes little), in a transaction rolled back afterwards.
    let refreshed = 0;
    await em
      .transactional(async (tx) => {
        const start = performance.now();
        await tx.execute(
          `SELECT count(*) FROM tmt_refresh_risk_levels(?, ARRAY(
             SELECT e.case_id FROM test_execution e JOIN test_run r ON r.id = e.run_id
             WHERE r.tenant_id = ? AND r.business_id = ?))`,
          [tenantId, tenantId, testRunId],
        );
        refreshed = seconds(start);
        throw new RolledBack();
      })
      .catch((err: unknown) => {
        if (!(err instanceof RolledBack)) throw err;
      });

    const row = (label: string, took: number, target: number | null, per: number) =>
      console.log(
        `${label.padEnd(44)}${took.toFixed(2).padStart(9)}${String(Math.round(per / took)).padStart(12)}  ${
          target === null ? '' : took < target ? `PASS (< ${target} s)` : `ABOVE TARGET (${target} s)`
        }`,
      );
    console.log(`\n${'operation'.padEnd(44)}${'seconds'.padStart(9)}${'cases/s'.padStart(12)}`);
    row(`REBUILD_RISK_LEVEL_DOCUMENTS (${CASES} new)`, built.seconds, REBUILD_TARGET_SECONDS, CASES);
    row('REBUILD_RISK_LEVEL_DOCUMENTS (again)', again.seconds, REBUILD_TARGET_SECONDS, CASES);
    row(`CREATE_RUN_BY_RISK_LEVEL (${SAVED} cases)`, chosen.seconds, null, SAVED);
    row(`SAVE_TEST_EXECUTIONS_ASYNC (${SAVED}, fresh)`, save.seconds, SAVE_TARGET_SECONDS, SAVED);
    row(`  of which the refresh of ${SAVED} cases`, refreshed, null, SAVED);
    figure(`risk: REBUILD_RISK_LEVEL_DOCUMENTS ${CASES} new`, built.seconds, 's');
    figure(`risk: REBUILD_RISK_LEVEL_DOCUMENTS ${CASES} again`, again.seconds, 's');
    figure(`risk: SAVE_TEST_EXECUTIONS_ASYNC ${SAVED} with risk refresh`, save.seconds, 's');
    await removeTenant(em, bench.tenantId);
  } finally {
    await tmt.stop();
  }
}
