import type { EntityManager } from '@mikro-orm/postgresql';
import { removeTenant, seedContent } from '../../../apps/server/test/seed-content';
import { createBenchTenant, startBenchTmt } from '../bench-tmt';
import { junitReport } from '../junit-report';

/**
 * How IMPORT_JUNIT_RESULTS grows with the report: 2,500 / 5,000 / 10,000 / 100,000 testcases (or the sizes given:
 * `npm run bench -- junit-scale 1000 20000`), each into a fresh run,
 * 1. matched: every test names a case C_n of a version of 100,000 cases (no target suite);
 * 2. created: no test matches, each becomes a new case of a target suite (targetTestSuiteId).
 * Timed from the call to DONE, with the longest time the run's row stayed locked (probed with FOR UPDATE NOWAIT
 * every 10 ms from another connection): saves on that run wait at most that long.
 */

const DEFAULT_SIZES = [2_500, 5_000, 10_000, 100_000];
const POLL_MS = 20;
const PROBE_MS = 10;

// biome-ignore lint/suspicious/noExplicitAny: answers are read field by field
type Any = any;

export default async function junitScale(args: string[]): Promise<void> {
  const sizes = args.length ? args.map(Number) : DEFAULT_SIZES;
  const tmt = await startBenchTmt({ embeddedPostgresPort: Number(process.env.TMT_EMBEDDED_PG_PORT ?? 54331) });
  const em = tmt.orm.em.fork();
  const bench = await createBenchTenant(tmt);
  try {
    const rpc = async (method: string, params: unknown) => {
      const res = await fetch(`${tmt.url}/api/v2/rpc`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${bench.token}`, 'Content-Type': 'application/json', 'Project-Id': 'P_1' },
        body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
      });
      const answer = (await res.json()) as { result?: unknown; error?: unknown };
      if (answer.error || !('result' in answer)) throw new Error(`${method}: ${JSON.stringify(answer).slice(0, 2000)}`);
      return answer.result as Any;
    };
    const largest = Math.max(...sizes);
    await seedContent(em, bench, { suites: Math.ceil(largest / 500), casesPerSuite: 500 });
    const target = await rpc('ADD_DOCUMENT', {
      documentModelName: 'TestSuite-dm',
      locale: 'en',
      document: { Root: { General: { ProjectId: 'P_1', Title: 'From CI' } } },
    });
    const targetId = (await rpc('GET_DOCUMENT', { docRef: target })).document.Root.General.Id;

    const importOnce = async (xml: string, targetTestSuiteId?: string) => {
      const runRef = await rpc('ADD_DOCUMENT', {
        documentModelName: 'TestRun-dm',
        locale: 'en',
        document: { Root: { General: { ProjectId: 'P_1', Title: 'CI' } } },
      });
      const run = (await rpc('GET_DOCUMENT', { docRef: runRef })).document.Root.General;
      const query = new URLSearchParams({
        filename: 'TEST-bench.xml',
        documentModelName: 'TestRun-dm',
        pathToField: '',
      });
      const upload = await fetch(`${tmt.url}/api/v2/attachment?${query}`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${bench.token}`, 'Project-Id': 'P_1', 'Content-Type': 'application/xml' },
        body: xml,
      });
      const { attachmentId } = (await upload.json()) as { attachmentId: string };
      const lock = probeLock(tmt.orm.em.fork(), String(runRef).split('/')[1] ?? '');
      const start = performance.now();
      const taskRef = await rpc('IMPORT_JUNIT_RESULTS', {
        projectId: 'P_1',
        testRunId: run.Id,
        attachmentIds: [attachmentId],
        ...(targetTestSuiteId ? { targetTestSuiteId } : {}),
      });
      for (;;) {
        const task = (await rpc('GET_DOCUMENT', { docRef: taskRef })).document.Root;
        const status = task.General.Status;
        if (status === 'DONE') break;
        if (status === 'ERROR') throw new Error(JSON.stringify(task));
        await new Promise((done) => setTimeout(done, POLL_MS));
      }
      const seconds = (performance.now() - start) / 1000;
      return { seconds, lockedSeconds: (await lock.stop()) / 1000 };
    };

    console.log(
      `\n${'testcases'.padStart(10)}  ${'matched, s'.padStart(11)} ${'locked, s'.padStart(10)}  ${'target suite, s'.padStart(16)} ${'locked, s'.padStart(10)}`,
    );
    let serial = 0;
    for (const size of sizes) {
      const matched = await importOnce(junitReport(size));
      serial++;
      const created = await importOnce(
        junitReport(size, (i) => `new test ${serial}.${i}`),
        targetId,
      );
      console.log(
        `${size.toLocaleString('en').padStart(10)}  ${matched.seconds.toFixed(2).padStart(11)} ${matched.lockedSeconds.toFixed(2).padStart(10)}  ${created.seconds.toFixed(2).padStart(16)} ${created.lockedSeconds.toFixed(2).padStart(10)}`,
      );
    }
  } finally {
    await em.execute('DELETE FROM attachment WHERE tenant_id = ?', [bench.tenantId]).catch(() => undefined);
    await removeTenant(em, bench.tenantId).catch(() => undefined);
    await tmt.stop();
  }
}

/** Probes a run's row lock until stopped; answers the longest time in ms it was held without a break. */
function probeLock(em: EntityManager, runId: string) {
  let running = true;
  let longest = 0;
  const probing = (async () => {
    let since: number | null = null;
    while (running) {
      const held = await em
        .transactional((tx) => tx.execute('SELECT id FROM test_run WHERE id = ? FOR UPDATE NOWAIT', [runId]))
        .then(
          () => false,
          () => true,
        );
      const now = performance.now();
      if (held) since ??= now;
      else if (since !== null) {
        longest = Math.max(longest, now - since);
        since = null;
      }
      await new Promise((done) => setTimeout(done, PROBE_MS));
    }
  })();
  return {
    async stop() {
      running = false;
      await probing;
      return longest;
    },
  };
}
