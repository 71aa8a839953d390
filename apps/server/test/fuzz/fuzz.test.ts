import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { logger } from '../../src/logger';
import { fuzzRequest, targetsOf } from './arbitraries';
import { findLeak } from './leak';
import { describeFindings, type FuzzTally, runFuzz } from './run';
import { methodSchemas } from './schemas';
import { startFuzzServer } from './server';
import { buildWorld } from './world';

// A few thousand bodies in CI, on a fixed seed so a red CI is a finding anyone can replay; FUZZ_SEED=random (or a
// number) and FUZZ_BODIES widen a run, and `npm run bench -- fuzz` runs 100,000 on a fresh seed.
const BODIES = Number(process.env.FUZZ_BODIES ?? 2000);
const SEED =
  process.env.FUZZ_SEED === 'random' ? Math.floor(Math.random() * 2 ** 31) : Number(process.env.FUZZ_SEED ?? 20261123);
const WARMUP = 200;
const CONCURRENCY = 4;
/** Heap growth that counts as a leak: well above what caches and JIT settle to, well below what a leak piles up. */
const HEAP_TOLERANCE_MB = 40;

// biome-ignore lint/suspicious/noExplicitAny: documents are read field by field
type Any = any;

setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;
const heapMb = async () => {
  for (let i = 0; i < 3; i++) {
    gc();
    await new Promise((done) => setImmediate(done));
  }
  return process.memoryUsage().heapUsed / 2 ** 20;
};

// Internal errors the server logs: the only trace of one that hit a notification, which is answered with nothing.
const internal: string[] = [];
logger.error = (msg, err) =>
  internal.push(`${msg}: ${err instanceof Error ? err.message.split('\n')[0]?.slice(0, 300) : String(err)}`) > 0;

let server: Awaited<ReturnType<typeof startFuzzServer>>;
let heapBefore = 0;
let tally: FuzzTally;

beforeAll(async () => {
  server = await startFuzzServer(inject('databaseUrl'));
});
afterAll(() => server?.stop());

const schemas = methodSchemas();
const fuzz = (count: number, seed: number) =>
  runFuzz({
    base: server.base,
    token: server.token,
    // Each chunk aims at a fresh project, since fuzzed deletes and moves wear the previous one down.
    arbitrary: async () => fuzzRequest(schemas, targetsOf(await buildWorld(server.api))),
    count,
    seed,
    concurrency: CONCURRENCY,
  });

describe(`fuzzed JSON-RPC bodies (seed ${SEED}, FUZZ_SEED=${SEED} replays)`, () => {
  it('answers every body with a JSON-RPC answer from the error table, never -32603, nothing internal', async () => {
    const warmup = await fuzz(WARMUP, SEED - 1);
    heapBefore = await heapMb();
    tally = await fuzz(BODIES, SEED);
    tally.findings.unshift(...warmup.findings);
    const counts = [...tally.outcomes].sort(([, a], [, b]) => b - a);
    const summary = `seed ${SEED}: ${tally.bodies} bodies, ${tally.failures} with problems, ${tally.internalErrors} -32603, ${tally.leaks} leaks\n${counts.map(([o, n]) => `  ${o} ${n}`).join('\n')}`;
    const logged = `internal errors the server logged:\n${[...new Set(internal)].join('\n')}`;
    expect(tally.findings.length, `${summary}\n${describeFindings(tally.findings)}\n${logged}`).toBe(0);
    expect([...new Set(internal)], logged).toEqual([]);
    // The fuzz reached past the gate: real results and domain errors, not only schema refusals.
    expect(tally.outcomes.get('result') ?? 0, summary).toBeGreaterThan(BODIES / 20);
    expect(tally.outcomes.get('-32004:DOCUMENT_NOT_FOUND') ?? 0, summary).toBeGreaterThan(0);
  }, 240_000);

  it('leaves the server alive and its memory flat', async () => {
    const health = await fetch(`${server.base}/healthz`);
    expect(health.status).toBe(200);
    const projects = (await server.api.ok('LOAD_PROJECTS_BY_TENANT')) as Any[];
    expect(Array.isArray(projects)).toBe(true);
    const growth = (await heapMb()) - heapBefore;
    expect(growth, `heap grew by ${growth.toFixed(1)} MB over ${BODIES} bodies`).toBeLessThan(HEAP_TOLERANCE_MB);
  }, 60_000);

  it('runs every task the fuzz queued to an end, storing no internal text', async () => {
    // Straight from the table: fuzzed deletes may have taken a task's project, and with it its listing.
    const tasks = async () =>
      server.tmt.orm.em
        .fork()
        .execute<{ id: string; type: string; status: string; parameters: unknown; error_message: string | null }[]>(
          'SELECT id, type, status, parameters, error_message FROM task_request WHERE tenant_id = ?',
          [server.tenantId],
        );
    let rows = await tasks();
    for (let i = 0; i < 60 && rows.some((row) => !['DONE', 'ERROR'].includes(row.status)); i++) {
      await new Promise((done) => setTimeout(done, 500));
      rows = await tasks();
    }
    expect(rows.length).toBeGreaterThan(0);
    const problems = rows.flatMap((row) => {
      const leak = row.error_message && findLeak(row.error_message);
      const where = `${row.type} ${row.id} ${JSON.stringify(row.parameters).slice(0, 300)}`;
      return [
        ...(['DONE', 'ERROR'].includes(row.status) ? [] : [`${where}: still ${row.status}`]),
        ...(leak ? [`${where}: stored error leaks ${leak}: ${row.error_message?.slice(0, 300)}`] : []),
      ];
    });
    expect(problems, `seed ${SEED}`).toEqual([]);
  }, 90_000);
});
