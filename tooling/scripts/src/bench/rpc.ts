import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { loadConfig } from '@tmt/server';
import autocannon from 'autocannon';
import pg from 'pg';
import { startBenchTmt } from '../seed-content';

/**
 * GET_DOCUMENT on TMT's JSON-RPC endpoint against a bare node:http + pg handler doing the same indexed row
 * lookup: the ratio is what the framework, auth and service layers cost on top of one query.
 */

const TARGET_RATIO = 0.6;
const CONNECTIONS = 20;
const WARMUP_SECONDS = 2;
const TENANT = 'demo';

function durationSeconds(): number {
  const raw = process.env.BENCH_DURATION;
  const value = raw ? Number(raw) : 10;
  if (!(value > 0)) throw new Error(`BENCH_DURATION must be a positive number of seconds, got "${raw}"`);
  return value;
}

/** The baseline: no framework, no auth, one query per request, on a pool as large as TMT's. */
function startBare(pool: pg.Pool): Promise<Server> {
  const server = createServer((req, res) => {
    if (req.method !== 'POST') {
      res.writeHead(405).end();
      return;
    }
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', async () => {
      try {
        const call = JSON.parse(Buffer.concat(chunks).toString('utf8'));
        const id = String(call.params.docRef).split('/')[1];
        const { rows } = await pool.query('SELECT * FROM project WHERE tenant_id = $1 AND id = $2', [TENANT, id]);
        if (!rows[0]) throw new Error(`no project ${id}`);
        res.writeHead(200, { 'Content-Type': 'application/json' });
        res.end(JSON.stringify({ jsonrpc: '2.0', id: call.id, result: rows[0] }));
      } catch (err) {
        res.writeHead(500).end(String(err));
      }
    });
  });
  return new Promise((done) => server.listen(0, '127.0.0.1', () => done(server)));
}

const closeServer = (server: Server) =>
  new Promise<void>((done) => {
    server.close(() => done());
    server.closeIdleConnections();
  });

interface Target {
  name: string;
  url: string;
  headers: Record<string, string>;
}

async function measure(target: Target, body: string, seconds: number) {
  // A JSON-RPC error still comes back as HTTP 200, so the body must be checked too.
  const expected = '{"jsonrpc":"2.0","id":1,"result":';
  const options = {
    url: target.url,
    method: 'POST' as const,
    headers: { 'Content-Type': 'application/json', ...target.headers },
    body,
    connections: CONNECTIONS,
    pipelining: 1,
    verifyBody: (text: unknown) => String(text).startsWith(expected),
  };
  const probe = await fetch(target.url, { method: 'POST', headers: options.headers, body });
  const text = await probe.text();
  if (!probe.ok || !text.startsWith(expected)) {
    throw new Error(`${target.name}: probe answered ${probe.status}: ${text.slice(0, 300)}`);
  }
  await autocannon({ ...options, duration: WARMUP_SECONDS });
  const result = await autocannon({ ...options, duration: seconds });
  if (result.non2xx || result.errors || result.mismatches || !result['2xx']) {
    throw new Error(
      `${target.name}: ${result['2xx']} 2xx, ${result.non2xx} non-2xx ${JSON.stringify(result.statusCodeStats)}, ` +
        `${result.errors} errors (${result.timeouts} timeouts), ${result.mismatches} JSON-RPC errors/mismatches`,
    );
  }
  return result;
}

export default async function rpc(): Promise<void> {
  const seconds = durationSeconds();
  const tmt = await startBenchTmt();
  const stops: (() => Promise<void>)[] = [() => tmt.stop()];
  try {
    const port = Number(new URL(tmt.url).port);
    if (!port) throw new Error(`startTmt did not report its real port: ${tmt.url}`);
    if (!tmt.demoToken) throw new Error('no demo token: the bench needs TMT to sign its own tokens');
    const rows: { id: string }[] = await tmt.orm.em
      .fork()
      .execute('SELECT id FROM project WHERE tenant_id = ? AND business_id = ?', [TENANT, 'P_1']);
    const projectId = rows[0]?.id;
    if (!projectId) throw new Error('demo project P_1 not found');

    const dbUrl = tmt.orm.config.get('clientUrl');
    const pool = new pg.Pool({ connectionString: dbUrl, max: loadConfig().dbPoolMax });
    stops.unshift(() => pool.end());
    const bare = await startBare(pool);
    stops.unshift(() => closeServer(bare));

    const body = JSON.stringify({
      jsonrpc: '2.0',
      id: 1,
      method: 'GET_DOCUMENT',
      params: { docRef: `Project-dm/${projectId}` },
    });
    const targets: Target[] = [
      {
        name: 'tmt',
        url: `http://127.0.0.1:${port}/api/v2/rpc`,
        headers: { Authorization: `Bearer ${tmt.demoToken}` },
      },
      { name: 'bare', url: `http://127.0.0.1:${(bare.address() as AddressInfo).port}/`, headers: {} },
    ];
    console.log(`GET_DOCUMENT Project-dm/${projectId}: ${CONNECTIONS} connections, ${seconds} s each`);
    // One after the other: on a 2-core machine concurrent runs would measure each other.
    const results = [];
    for (const target of targets) results.push({ target, result: await measure(target, body, seconds) });

    console.log(`\n${'target'.padEnd(8)}${'req/s'.padStart(10)}${'p50 ms'.padStart(10)}${'p99 ms'.padStart(10)}`);
    for (const { target, result } of results) {
      const { average } = result.requests;
      const { p50, p99 } = result.latency;
      console.log(
        `${target.name.padEnd(8)}${average.toFixed(0).padStart(10)}${String(p50).padStart(10)}${String(p99).padStart(10)}`,
      );
    }
    const ratio = results[0]!.result.requests.average / results[1]!.result.requests.average;
    const verdict = ratio >= TARGET_RATIO ? 'PASS' : 'BELOW TARGET';
    console.log(`\nratio tmt/bare ${ratio.toFixed(2)} (target >= ${TARGET_RATIO}): ${verdict}`);
  } finally {
    // Every stop runs even when one fails, so embedded Postgres is never left behind.
    for (const stop of stops) await stop().catch((err) => console.error('bench rpc: cleanup failed:', err));
  }
}
