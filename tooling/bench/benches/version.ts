import { CASES_PER_SUITE, removeTenant, seedContent } from '../../../apps/server/test/seed-content';
import { benchClient } from '../bench-client';
import { createBenchTenant, startBenchTmt } from '../bench-tmt';
import { figure, size } from '../figures';

/**
 * CREATE_PROJECT_VERSION of a version with 2,000 suites and 100,000 cases (5 steps each): seconds from the call to
 * the task's DONE, with the worker that runs inside the server, and the cases copied per second; then
 * DELETE_PROJECT_VERSION of the copy, from the call to DONE.
 */

const TARGET_SECONDS = 10;
/** 2,000 suites (100,000 cases); 200 (10,000) in the short mode. */
const SUITES = size(2_000, 200);

export default async function version(): Promise<void> {
  const tmt = await startBenchTmt();
  try {
    const em = tmt.orm.em.fork();
    const bench = await createBenchTenant(tmt);
    const seeded = performance.now();
    await seedContent(em, bench, { suites: SUITES });
    console.log(
      `seeded ${SUITES} suites and ${SUITES * CASES_PER_SUITE} cases in ${((performance.now() - seeded) / 1000).toFixed(1)} s`,
    );

    const rpc = async (method: string, params: unknown) => {
      const res = await fetch(`${tmt.url}/api/v2/rpc`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${bench.token}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
      });
      const answer = (await res.json()) as { result?: unknown; error?: unknown };
      if (answer.error) throw new Error(`${method}: ${JSON.stringify(answer.error)}`);
      return answer.result;
    };
    const start = performance.now();
    const docRef = (await rpc('CREATE_PROJECT_VERSION', {
      document: { Root: { General: { ProjectId: 'P_1' } } },
    })) as string;
    let status = 'NEW';
    while (status !== 'DONE') {
      await new Promise((resolve) => setTimeout(resolve, 50));
      const task = (await rpc('GET_DOCUMENT', { docRef })) as {
        document: { Root: { General: { Status: string }; Error: unknown } };
      };
      status = task.document.Root.General.Status;
      if (status === 'ERROR') throw new Error(`task failed: ${JSON.stringify(task.document.Root.Error)}`);
    }
    const seconds = (performance.now() - start) / 1000;
    const [copied] = await em.execute<{ cases: number }[]>(
      `SELECT count(*)::int AS cases FROM test_case c JOIN project_version v ON v.id = c.version_id
       WHERE v.tenant_id = ? AND v.version_number = 2`,
      [bench.tenantId],
    );
    if (copied?.cases !== SUITES * CASES_PER_SUITE) throw new Error(`version 2 holds ${copied?.cases} cases`);
    console.log(
      `version 2: ${copied.cases} cases copied, DONE after ${seconds.toFixed(1)} s (${Math.round(copied.cases / seconds)} cases/s)`,
    );
    console.log(`target < ${TARGET_SECONDS} s (100,000 cases): ${seconds < TARGET_SECONDS ? 'PASS' : 'ABOVE TARGET'}`);
    figure(`version: CREATE_PROJECT_VERSION ${copied.cases} cases`, seconds, 's');

    // Deleting the copy: each suite deleted is checked against the cases, links and folders that name it.
    const [copy] = await em.execute<{ id: string }[]>(
      'SELECT id FROM project_version WHERE tenant_id = ? AND version_number = 2',
      [bench.tenantId],
    );
    const deleted = await benchClient(tmt, bench.token).timeTask('DELETE_PROJECT_VERSION', {
      projectVersionDocRef: `ProjectVersion-dm/${copy!.id}`,
    });
    console.log(
      `version 2 deleted (${SUITES} suites, ${copied.cases} cases): DONE after ${deleted.seconds.toFixed(1)} s`,
    );
    figure(`version: DELETE_PROJECT_VERSION ${copied.cases} cases`, deleted.seconds, 's');
    await removeTenant(em, bench.tenantId);
  } finally {
    await tmt.stop();
  }
}
