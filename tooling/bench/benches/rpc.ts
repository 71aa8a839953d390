import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { loadConfig } from '@tmt/server';
import autocannon from 'autocannon';
import pg from 'pg';
import { startBenchTmt } from '../bench-tmt';
import { figure, size } from '../figures';

/**
 * GET_DOCUMENT on TMT's JSON-RPC endpoint against a bare node:http + pg handler doing the same indexed row
 * lookup: the ratio is what the framework, auth and service layers cost on top of one query.
 */

const TARGET_RATIO = 0.8;
const CONNECTIONS = 20;
const WARMUP_SECONDS = size(2, 1);
const ROUNDS = size(10, 4);
const TENANT = 'demo';

/** Seconds each target is measured in all, split over the rounds. */
function durationSeconds(): number {
  const raw = process.env.BENCH_DURATION;
  const value = raw ? Number(raw) : size(30, 8);
  if (!(value > 0)) throw new Error(`BENCH_DURATION must be a positive number of seconds, got "${raw}"`);
  return value;
}

/** The baseline: no framework, no auth, one query per request, on a pool as large as TMT's read pool. */
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

function cannonOptions(target: Target, body: string) {
  // A JSON-RPC error still comes back as HTTP 200, so the body must be checked too.
  const expected = '{"jsonrpc":"2.0","id":1,"result":';
  return {
    url: target.url,
    method: 'POST' as const,
    headers: { 'Content-Type': 'application/json', ...target.headers },
    body,
    connections: CONNECTIONS,
    pipelining: 1,
    expected,
    verifyBody: (text: unknown) => String(text).startsWith(expected),
  };
}

async function probe(target: Target, body: string) {
  const { headers, expected } = cannonOptions(target, body);
  const answer = await fetch(target.url, { method: 'POST', headers, body });
  const text = await answer.text();
  if (!answer.ok || !text.startsWith(expected)) {
    throw new Error(`${target.name}: probe answered ${answer.status}: ${text.slice(0, 300)}`);
  }
}

async function measure(target: Target, body: string, seconds: number) {
  const result = await autocannon({ ...cannonOptions(target, body), duration: seconds });
  if (result.non2xx || result.errors || result.mismatches || !result['2xx']) {
    throw new Error(
      `${target.name}: ${result['2xx']} 2xx, ${result.non2xx} non-2xx ${JSON.stringify(result.statusCodeStats)}, ` +
        `${result.errors} errors (${result.timeouts} timeouts), ${result.mismatches} JSON-RPC errors/mismatches`,
    );
  }
  return result;
}

const row = (cells: (string | number)[]) =>
  console.log(cells.map((cell, i) => (i ? String(cell).padStart(12) : String(cell).padEnd(8))).join(''));

export default async function rpc(): Promise<void> {
  const seconds = durationSeconds();
  // An API server as a cluster runs it, its tasks left to worker processes of their own: a worker starting beside
  // it (seconds of CPU to load) would be measured in the first rounds, and GET_DOCUMENT runs no task.
  const tmt = await startBenchTmt({ worker: 'off' });
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
    const pool = new pg.Pool({ connectionString: dbUrl, max: loadConfig().dbReadPoolMax });
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
    const perRound = seconds / ROUNDS;
    console.log(
      `GET_DOCUMENT Project-dm/${projectId}: ${CONNECTIONS} connections, ${ROUNDS} rounds of ${perRound} s per target`,
    );
    for (const target of targets) {
      await probe(target, body);
      await autocannon({ ...cannonOptions(target, body), duration: WARMUP_SECONDS });
    }
    // Never both at once: on a 2-core machine they would measure each other. Alternating rounds spread the
    // machine's own ups and downs over both targets alike.
    const totals = targets.map(() => ({ requests: 0, p50: [] as number[], p99: [] as number[] }));
    row(['round', ...targets.map((t) => `${t.name} req/s`), 'ratio']);
    for (let round = 1; round <= ROUNDS; round++) {
      const rates = [];
      for (const [i, target] of targets.entries()) {
        const result = await measure(target, body, perRound);
        totals[i]!.requests += result.requests.total;
        totals[i]!.p50.push(result.latency.p50);
        totals[i]!.p99.push(result.latency.p99);
        rates.push(result.requests.total / perRound);
      }
      row([round, ...rates.map((r) => r.toFixed(0)), (rates[0]! / rates[1]!).toFixed(2)]);
    }

    console.log('');
    row(['target', 'req/s', 'p50 ms', 'p99 ms']);
    for (const [i, target] of targets.entries()) {
      const { requests, p50, p99 } = totals[i]!;
      row([target.name, (requests / seconds).toFixed(0), Math.max(...p50), Math.max(...p99)]);
    }
    const ratio = totals[0]!.requests / totals[1]!.requests;
    const verdict = ratio >= TARGET_RATIO ? 'PASS' : 'BELOW TARGET';
    console.log(`\nratio tmt/bare ${ratio.toFixed(2)} (target >= ${TARGET_RATIO}): ${verdict}`);
    figure('rpc: GET_DOCUMENT tmt/bare', ratio, 'ratio', 'higher');
    figure('rpc: GET_DOCUMENT over JSON-RPC', totals[0]!.requests / seconds, 'req/s', 'higher');
  } finally {
    // Every stop runs even when one fails, so embedded Postgres is never left behind.
    for (const stop of stops) await stop().catch((err) => console.error('bench rpc: cleanup failed:', err));
  }
}
