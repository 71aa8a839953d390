import { removeTenant, seedContent } from '../../../apps/server/test/seed-content';
import { createBenchTenant, startBenchTmt } from '../bench-tmt';
import { figure, size } from '../figures';
import { junitReport } from '../junit-report';
import { memoryOf, startWorker, stopWorker } from '../worker-process';

/**
 * Automation at scale, with the task worker in a process of its own (apps/worker, as production runs it) so its
 * memory is measured alone:
 * 1. a JUnit XML report of 10,000 testcases (each naming its case C_n; 5 % failures with a stack trace, 3 % skipped)
 *    imported end to end into a new run: upload, IMPORT_JUNIT_RESULTS, task DONE (target < 2 s); then the same file
 *    again, which changes nothing. The cases are seeded with their risk level documents, as cases made in TMT have
 *    them, so the import refreshes documents rather than creating 10,000;
 * 2. EXPORT_QF_DATA_DETAIL of a version of 100,000 cases (2,000 suites, 5 steps each) from the call to DONE
 *    (target < 10 s), downloaded and counted, with the peak resident memory of a fresh worker process (VmHWM,
 *    target < 300 MB); EXPORT_QF_DATA_STRUCTURE of it for comparison.
 */

const JUNIT_CASES = 10_000;
const JUNIT_TARGET_S = 2;
/** The exported version: 2,000 suites of 50 cases; 200 in the short mode. */
const EXPORT_SUITES = size(2_000, 200);
const EXPORT_TARGET_S = 10;
const RSS_TARGET_MB = 300;
const POLL_MS = 20;
const TASK_TIMEOUT_MS = 300_000;

export default async function automation(): Promise<void> {
  const tmt = await startBenchTmt({ worker: 'off' });
  const databaseUrl = tmt.orm.config.get('clientUrl') as string;
  let worker = startWorker(databaseUrl);
  const em = tmt.orm.em.fork();
  const tenants: string[] = [];
  try {
    const rpcAs = (token: string) => async (method: string, params: unknown) => {
      const res = await fetch(`${tmt.url}/api/v2/rpc`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json', 'Project-Id': 'P_1' },
        body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
      });
      const answer = (await res.json()) as { result?: unknown; error?: unknown };
      if (answer.error || !('result' in answer)) throw new Error(`${method}: ${JSON.stringify(answer).slice(0, 2000)}`);
      return answer.result;
    };
    const untilDone = async (rpc: ReturnType<typeof rpcAs>, docRef: string) => {
      const start = performance.now();
      for (;;) {
        const task = (await rpc('GET_DOCUMENT', { docRef })) as {
          document: { Root: { General: { Status: string }; Result: Record<string, unknown>; Error: unknown } };
        };
        const { General, Result, Error: error } = task.document.Root;
        if (General.Status === 'DONE') return Result;
        if (General.Status === 'ERROR' || error) throw new Error(`${docRef}: ${JSON.stringify(task.document.Root)}`);
        if (performance.now() - start > TASK_TIMEOUT_MS) throw new Error(`${docRef} still ${General.Status}`);
        await new Promise((done) => setTimeout(done, POLL_MS));
      }
    };

    // 1. JUnit import of 10,000 testcases.
    const a = await createBenchTenant(tmt);
    tenants.push(a.tenantId);
    await seedContent(em, a, { suites: 1, casesPerSuite: JUNIT_CASES, riskLevels: true });
    const rpcA = rpcAs(a.token);
    const runRef = (await rpcA('ADD_DOCUMENT', {
      documentModelName: 'TestRun-dm',
      locale: 'en',
      document: { Root: { General: { ProjectId: 'P_1', Title: 'CI' } } },
    })) as string;
    const testRunId = (
      (await rpcA('GET_DOCUMENT', { docRef: runRef })) as { document: { Root: { General: { Id: string } } } }
    ).document.Root.General.Id;
    const xml = junitReport(JUNIT_CASES);
    console.log(`JUnit report: ${JUNIT_CASES} testcases, ${(xml.length / 1e6).toFixed(1)} MB`);
    const importOnce = async () => {
      const start = performance.now();
      const query = new URLSearchParams({
        filename: 'TEST-bench.xml',
        documentModelName: 'TestRun-dm',
        pathToField: '',
      });
      const upload = await fetch(`${tmt.url}/api/v2/attachment?${query}`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${a.token}`, 'Project-Id': 'P_1', 'Content-Type': 'application/xml' },
        body: xml,
      });
      const { attachmentId } = (await upload.json()) as { attachmentId: string };
      const taskRef = (await rpcA('IMPORT_JUNIT_RESULTS', {
        projectId: 'P_1',
        testRunId,
        attachmentIds: [attachmentId],
      })) as string;
      const result = await untilDone(rpcA, taskRef);
      return { seconds: (performance.now() - start) / 1000, result };
    };
    const first = await importOnce();
    if (first.result.saved !== JUNIT_CASES) throw new Error(`first import: ${JSON.stringify(first.result)}`);
    const again = await importOnce();
    if (again.result.saved !== 0 || again.result.unchanged !== JUNIT_CASES) {
      throw new Error(`second import: ${JSON.stringify(again.result)}`);
    }
    console.log(
      `imported: ${first.result.passed} passed, ${first.result.failed} failed, ${first.result.skipped} skipped; again: ${again.result.unchanged} unchanged`,
    );

    // 2. EXPORT_QF_DATA_DETAIL of 100,000 cases, on a fresh worker whose peak memory is its own.
    const b = await createBenchTenant(tmt);
    tenants.push(b.tenantId);
    const seeded = performance.now();
    await seedContent(em, b, { suites: EXPORT_SUITES });
    console.log(
      `seeded ${EXPORT_SUITES} suites with ${EXPORT_SUITES * 50} cases in ${((performance.now() - seeded) / 1000).toFixed(1)} s`,
    );
    await stopWorker(worker);
    worker = startWorker(databaseUrl);
    const rpcB = rpcAs(b.token);
    await rpcB('LOAD_PROJECTS_BY_TENANT', {});
    await new Promise((done) => setTimeout(done, 3000));
    const idle = await memoryOf(worker.pid!);
    const exportOnce = async (method: string) => {
      const start = performance.now();
      const taskRef = (await rpcB(method, { projectId: 'P_1', subprojectId: '_', version: 1 })) as string;
      const result = await untilDone(rpcB, taskRef);
      const seconds = (performance.now() - start) / 1000;
      const res = await fetch(`${tmt.url}/api/automation/data/${taskRef.split('/')[1]}`, {
        headers: { Authorization: `Bearer ${b.token}` },
      });
      let bytes = 0;
      for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) bytes += chunk.length;
      return { seconds, result, bytes };
    };
    const detail = await exportOnce('EXPORT_QF_DATA_DETAIL');
    const memory = await memoryOf(worker.pid!);
    if (detail.result.cases !== EXPORT_SUITES * 50 || detail.bytes !== detail.result.size) {
      throw new Error(`EXPORT_QF_DATA_DETAIL: ${JSON.stringify(detail.result)}, ${detail.bytes} bytes downloaded`);
    }
    const structure = await exportOnce('EXPORT_QF_DATA_STRUCTURE');

    const mark = (ok: boolean) => (ok ? 'PASS' : 'ABOVE TARGET');
    console.log(`\n${'operation'.padEnd(44)}${'seconds'.padStart(9)}  target`);
    console.log(
      `${'JUnit import, 10,000 testcases'.padEnd(44)}${first.seconds.toFixed(2).padStart(9)}  < ${JUNIT_TARGET_S} s  ${mark(first.seconds < JUNIT_TARGET_S)}`,
    );
    console.log(`${'the same file again (nothing changes)'.padEnd(44)}${again.seconds.toFixed(2).padStart(9)}`);
    console.log(
      `${`EXPORT_QF_DATA_DETAIL, ${EXPORT_SUITES * 50} cases`.padEnd(44)}${detail.seconds.toFixed(2).padStart(9)}  < ${EXPORT_TARGET_S} s  ${mark(detail.seconds < EXPORT_TARGET_S)}   ${(detail.bytes / 1e6).toFixed(0)} MB`,
    );
    console.log(
      `${`EXPORT_QF_DATA_STRUCTURE, ${EXPORT_SUITES * 50} cases`.padEnd(44)}${structure.seconds.toFixed(2).padStart(9)}            ${(structure.bytes / 1e6).toFixed(1)} MB`,
    );
    console.log(
      `worker process peak RSS ${memory.peakMb.toFixed(0)} MB (idle ${idle.rssMb.toFixed(0)} MB)  < ${RSS_TARGET_MB} MB  ${mark(memory.peakMb < RSS_TARGET_MB)}`,
    );
    figure('automation: JUnit import 10,000 testcases', first.seconds, 's');
    figure('automation: JUnit import again (unchanged)', again.seconds, 's');
    figure(`automation: EXPORT_QF_DATA_DETAIL ${EXPORT_SUITES * 50} cases`, detail.seconds, 's');
    figure('automation: worker peak RSS', memory.peakMb, 'MB');
  } finally {
    await stopWorker(worker);
    for (const tenantId of tenants) {
      await em.execute('DELETE FROM attachment WHERE tenant_id = ?', [tenantId]).catch(() => undefined);
      await removeTenant(em, tenantId).catch(() => undefined);
    }
    await tmt.stop();
  }
}
