import { removeTenant } from '../../../apps/server/test/seed-content';
import { createBenchTenant, startBenchTmt } from '../bench-tmt';
import { figure, size } from '../figures';
import { testrailSuite } from '../testrail-xml';
import { memoryOf, startWorker, stopWorker } from '../worker-process';

/**
 * IMPORT_TEST_CASES at scale, with the task worker in a process of its own (apps/worker) so its memory is its own:
 * 1. a TestRail XML export of 10,000 cases with 5 steps each (110 sections): upload → IMPORT_TEST_CASES → DONE
 *    (target < 5 s); then the same file again, which updates the same cases (nothing is added);
 * 2. a TestRail XML export of 100 MB (20 MB in the short mode) into a fresh project, on a fresh worker: upload → DONE,
 *    and the worker's peak resident memory (VmHWM, target < 300 MB: the file is parsed as it streams);
 * 3. EXPORT_TEST_CASES of the 10,000 cases as xlsx.
 */

const CASES = 10_000;
const CASES_TARGET_S = 5;
const LARGE_MB = size(100, 20);
const RSS_TARGET_MB = 300;
const POLL_MS = 20;
const TASK_TIMEOUT_MS = 600_000;

// biome-ignore lint/suspicious/noExplicitAny: answers are read field by field
type Any = any;

export default async function importBench(): Promise<void> {
  const tmt = await startBenchTmt({ worker: 'off' });
  const databaseUrl = tmt.orm.config.get('clientUrl') as string;
  let worker = startWorker(databaseUrl);
  const em = tmt.orm.em.fork();
  const bench = await createBenchTenant(tmt);
  try {
    const rpc = async (method: string, params: unknown): Promise<Any> => {
      const res = await fetch(`${tmt.url}/api/v2/rpc`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${bench.token}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
      });
      const answer = (await res.json()) as { result?: unknown; error?: unknown };
      if (answer.error || !('result' in answer)) throw new Error(`${method}: ${JSON.stringify(answer).slice(0, 2000)}`);
      return answer.result;
    };
    const untilDone = async (docRef: string) => {
      const start = performance.now();
      for (;;) {
        const task = (await rpc('GET_DOCUMENT', { docRef })).document.Root;
        if (task.General.Status === 'DONE') return task.Result;
        if (task.General.Status === 'ERROR') throw new Error(`${docRef}: ${JSON.stringify(task.Error)}`);
        if (performance.now() - start > TASK_TIMEOUT_MS) throw new Error(`${docRef} still ${task.General.Status}`);
        await new Promise((done) => setTimeout(done, POLL_MS));
      }
    };
    const importOnce = async (projectId: string, xml: string) => {
      const start = performance.now();
      const query = new URLSearchParams({ filename: 'suite.xml', documentModelName: 'TestCase-dm', pathToField: '' });
      const upload = await fetch(`${tmt.url}/api/v2/attachment?${query}`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${bench.token}`, 'Project-Id': projectId, 'Content-Type': 'application/xml' },
        body: xml,
      });
      const { attachmentId } = (await upload.json()) as { attachmentId: string };
      const taskRef = await rpc('IMPORT_TEST_CASES', { projectId, attachmentId, format: 'testrail-xml' });
      const result = await untilDone(taskRef);
      return { seconds: (performance.now() - start) / 1000, result };
    };

    // A first task readies the worker (its start and first compile are not the import's).
    await importOnce('P_1', testrailSuite(10));
    // 1. 10,000 cases × 5 steps, then the same file again.
    const xml = testrailSuite(CASES);
    console.log(`TestRail XML: ${CASES} cases × 5 steps, ${(xml.length / 1e6).toFixed(1)} MB`);
    const first = await importOnce('P_1', xml);
    if (first.result.cases.created !== CASES - 10)
      throw new Error(`first import: ${JSON.stringify(first.result.cases)}`);
    const again = await importOnce('P_1', xml);
    if (again.result.cases.updated !== CASES || again.result.cases.created !== 0) {
      throw new Error(`second import: ${JSON.stringify(again.result.cases)}`);
    }

    // 2. A large file into a project of its own, on a fresh worker whose peak memory is this import's.
    await rpc('ADD_DOCUMENT', {
      documentModelName: 'Project-dm',
      locale: 'en',
      document: { Root: { General: { Title: 'Large' } } },
    });
    const large = testrailSuite(Math.round((LARGE_MB * 1e6) / 1900), 5, 200);
    await stopWorker(worker);
    worker = startWorker(databaseUrl);
    await new Promise((done) => setTimeout(done, 3000));
    const idle = await memoryOf(worker.pid!);
    const big = await importOnce('P_2', large);
    const memory = await memoryOf(worker.pid!);

    // 3. The 10,000 cases out again as xlsx.
    const exportStart = performance.now();
    const exportRef = await rpc('EXPORT_TEST_CASES', { projectId: 'P_1', format: 'xlsx' });
    const exported = await untilDone(exportRef);
    const exportSeconds = (performance.now() - exportStart) / 1000;

    const mark = (ok: boolean) => (ok ? 'PASS' : 'ABOVE TARGET');
    console.log(`\n${'operation'.padEnd(52)}${'seconds'.padStart(9)}  target`);
    console.log(
      `${`TestRail XML, ${CASES} cases × 5 steps (upload → DONE)`.padEnd(52)}${first.seconds.toFixed(2).padStart(9)}  < ${CASES_TARGET_S} s  ${mark(first.seconds < CASES_TARGET_S)}`,
    );
    console.log(`${'the same file again (updates, adds nothing)'.padEnd(52)}${again.seconds.toFixed(2).padStart(9)}`);
    console.log(
      `${`TestRail XML, ${(large.length / 1e6).toFixed(0)} MB, ${big.result.cases.created} cases`.padEnd(52)}${big.seconds.toFixed(2).padStart(9)}`,
    );
    console.log(
      `${`EXPORT_TEST_CASES xlsx, ${exported.cases} cases`.padEnd(52)}${exportSeconds.toFixed(2).padStart(9)}   ${(exported.size / 1e6).toFixed(1)} MB`,
    );
    console.log(
      `worker process peak RSS ${memory.peakMb.toFixed(0)} MB (idle ${idle.rssMb.toFixed(0)} MB)  < ${RSS_TARGET_MB} MB  ${mark(memory.peakMb < RSS_TARGET_MB)}`,
    );
    figure('import: TestRail XML 10,000 cases × 5 steps', first.seconds, 's');
    figure('import: the same file again', again.seconds, 's');
    figure(`import: TestRail XML ${LARGE_MB} MB`, big.seconds, 's');
    figure('import: worker peak RSS', memory.peakMb, 'MB');
    figure('import: EXPORT_TEST_CASES xlsx 10,000 cases', exportSeconds, 's');
  } finally {
    await stopWorker(worker);
    await em.execute('DELETE FROM attachment WHERE tenant_id = ?', [bench.tenantId]).catch(() => undefined);
    await removeTenant(em, bench.tenantId).catch(() => undefined);
    await tmt.stop();
  }
}
