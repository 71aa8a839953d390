import { rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { closeDatabase, openDatabase, startEmbeddedPostgres } from '@tmt/core';
import { createTestTenant } from '@tmt/testing';
import autocannon from 'autocannon';
import { client } from '../../../apps/server/test/client';
import { routedToAll, startCluster } from '../../../apps/server/test/cluster/cluster';
import { addProject, addRun } from '../../../apps/server/test/factories';
import { seedContent } from '../../../apps/server/test/seed-content';
import { subscribe } from '../../../apps/server/test/sse-client';
import { figure, size } from '../figures';

/**
 * TMT as a cluster (apps/server/test/cluster/cluster.ts: two servers, two workers, S3, HAProxy): GET_DOCUMENT and
 * SAVE_TEST_CASE_EXECUTION throughput through the proxy with one server behind it and with two, and how long a result
 * saved on one server takes to reach a stream held on the other. Needs HAProxy (`apt-get install haproxy`).
 */

const CONNECTIONS = 20;
const SECONDS = size(10, 3);
const LIVE_SAMPLES = size(50, 10);
const EXECUTIONS = 1_000;
const DATA_DIR = resolve(import.meta.dirname, '../../../.data/bench-cluster');
const PG_PORT = Number(process.env.TMT_BENCH_CLUSTER_PG_PORT ?? 54334);

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
};

/** Requests per second through `url`, each body from `next()`; any failed answer fails the bench. */
async function throughput(url: string, token: string, next: () => string): Promise<number> {
  const expected = '{"jsonrpc":"2.0","id":1,"result":';
  const result = await autocannon({
    url: `${url}/api/v2/rpc`,
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
    connections: CONNECTIONS,
    duration: SECONDS,
    requests: [{ setupRequest: (request) => ({ ...request, body: next() }) }],
    verifyBody: (text: unknown) => String(text).startsWith(expected),
  });
  if (result.non2xx || result.errors || result.mismatches) {
    throw new Error(`${result.non2xx} non-2xx, ${result.errors} errors, ${result.mismatches} JSON-RPC errors`);
  }
  return result.requests.average;
}

export default async function cluster(): Promise<void> {
  rmSync(DATA_DIR, { recursive: true, force: true });
  const postgres = await startEmbeddedPostgres(resolve(DATA_DIR, 'postgres'), PG_PORT, 'tmt_cluster');
  const running = await startCluster({ databaseUrl: postgres.url });
  const orm = await openDatabase({ url: postgres.url, poolMax: 2 });
  try {
    const tenant = await createTestTenant(orm, 'bench');
    const { token } = tenant.admin;
    const api = client(running.url, token);
    const project = await addProject(api, 'Bench');
    const [scope] = await orm.em.fork().execute<{ project_id: string; version_id: string }[]>(
      `SELECT p.id AS project_id, v.id AS version_id FROM project p JOIN project_version v ON v.project_id = p.id
         WHERE p.tenant_id = ?`,
      [tenant.tenantId],
    );
    await seedContent(
      orm.em.fork(),
      { ...tenant, ...scope!, projectId: scope!.project_id, versionId: scope!.version_id, token },
      {
        suites: 1,
        casesPerSuite: EXECUTIONS,
      },
    );
    const run = await addRun(api, { ProjectId: 'P_1', Title: 'Bench' });
    const sql = <T>(query: string) => orm.em.fork().execute<T[]>(query, [tenant.tenantId]);
    const [suiteRow] = await sql<{ id: string }>('SELECT id FROM test_suite WHERE tenant_id = ?');
    const suite = `TestSuite-dm/${suiteRow!.id}`;
    const cases = (await sql<{ id: string }>('SELECT id FROM test_case WHERE tenant_id = ?')).map(
      (row) => `TestCase-dm/${row.id}`,
    );
    await api.ok('ADD_TEST_SUITES_TO_RUN', { testRunDocRef: run, testSuiteDocRefs: [suite] });
    await api.ok('ADD_TEST_CASES_TO_RUN', { testRunDocRef: run, testCasesDocRefs: cases });
    const executions: string[] = (
      await api.ok('GET_TEST_CASE_EXECUTIONS', { testRunDocRef: run, page: { offset: 0, limit: EXECUTIONS } })
    ).entries.map((e: { docRef: string }) => e.docRef);
    const read = () => JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'GET_DOCUMENT', params: { docRef: project } });
    let n = 0;
    const save = () =>
      JSON.stringify({
        jsonrpc: '2.0',
        id: 1,
        method: 'SAVE_TEST_CASE_EXECUTION',
        params: {
          docRef: executions[n++ % executions.length],
          document: { Root: { General: { Result: 2 + (n % 2) } } },
        },
      });

    const [s1, s2] = running.servers as [(typeof running.servers)[0], (typeof running.servers)[0]];
    await s2.stop('SIGTERM');
    await routedToAll(running.url, ['s1']);
    const one = { read: await throughput(running.url, token, read), save: await throughput(running.url, token, save) };
    await s2.start();
    await routedToAll(running.url, ['s1', 's2']);
    const two = { read: await throughput(running.url, token, read), save: await throughput(running.url, token, save) };
    console.log(`${CONNECTIONS} connections, ${SECONDS} s per figure, through HAProxy`);
    figure('cluster: GET_DOCUMENT, 1 server', one.read, 'req/s', 'higher');
    figure('cluster: GET_DOCUMENT, 2 servers', two.read, 'req/s', 'higher');
    figure('cluster: GET_DOCUMENT 2/1 servers', two.read / one.read, 'ratio', 'higher');
    figure('cluster: SAVE_TEST_CASE_EXECUTION, 1 server', one.save, 'req/s', 'higher');
    figure('cluster: SAVE_TEST_CASE_EXECUTION, 2 servers', two.save, 'req/s', 'higher');
    figure('cluster: SAVE_TEST_CASE_EXECUTION 2/1 servers', two.save / one.save, 'ratio', 'higher');

    // A stream held on s1, saves sent to s2: from the call to the frame on the other server.
    const runId = run.split('/')[1];
    const stream = await subscribe(s1.url!, `/api/events/runs/${runId}`, { Authorization: `Bearer ${token}` });
    await stream.waitFor((e) => e.event === 'ready', 5_000);
    const onS2 = client(s2.url!, token);
    const delays: number[] = [];
    for (let i = 0; i < LIVE_SAMPLES; i++) {
      const docRef = executions[i] as string;
      const sent = performance.now();
      const before = stream.events.length;
      await onS2.ok('SAVE_TEST_CASE_EXECUTION', { docRef, document: { Root: { General: { Result: 3 + (i % 2) } } } });
      const event = await stream.waitFor(
        (e) =>
          stream.events.indexOf(e) >= before &&
          e.event === 'changes' &&
          JSON.parse(e.data).some((c: { docRef: string }) => c.docRef === docRef),
        5_000,
      );
      delays.push(event.at - sent);
    }
    stream.close();
    figure('cluster: live update across servers p95', percentile(delays, 95), 'ms');
  } finally {
    await closeDatabase(orm);
    await running.stop();
    await postgres.stop();
  }
}
