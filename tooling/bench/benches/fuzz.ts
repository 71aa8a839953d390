import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { createUser, ensureTenant, signToken, tenantAdminRole } from '@tmt/core';
import { logger } from '@tmt/server';
import { client } from '../../../apps/server/test/client';
import { fuzzRequest, targetsOf } from '../../../apps/server/test/fuzz/arbitraries';
import { findLeak } from '../../../apps/server/test/fuzz/leak';
import { describeFindings, type FuzzTally, newTally, runFuzz } from '../../../apps/server/test/fuzz/run';
import { methodSchemas } from '../../../apps/server/test/fuzz/schemas';
import { buildWorld } from '../../../apps/server/test/fuzz/world';
import { startBenchTmt } from '../bench-tmt';
import { figure, size } from '../figures';
import { fuzzFiles } from '../fuzz-files';

/**
 * The fuzz suite at scale: `npm run bench -- fuzz [bodies] [seed]` (default 100,000 bodies, a random seed) against
 * TMT with its inline worker; prints the answers by code and by reason, the -32603s, the leaks, the internal errors
 * the server logged, the tasks that stored internal text or never finished, and the heap before and after. Then
 * files from fast-check through the real endpoints (fuzz-files.ts): JUnit XML, images, CSV-bound text.
 */

const CONCURRENCY = 8;
// A database of its own, new each run: a poison job left by an earlier run would otherwise strike at once.
const DATA_DIR = resolve(import.meta.dirname, '../../../.data/bench-fuzz');
const EMBEDDED_PORT = Number(process.env.TMT_BENCH_FUZZ_PG_PORT ?? 54332);

const positive = (raw: string | undefined, fallback: number, what: string) => {
  const value = raw === undefined ? fallback : Number(raw);
  if (!Number.isInteger(value) || value < 1) throw new Error(`${what} must be a positive integer, got "${raw}"`);
  return value;
};

setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;
const heapMb = () => {
  gc();
  return process.memoryUsage().heapUsed / 2 ** 20;
};

const table = (rows: Map<string, number>) => {
  for (const [key, n] of [...rows].sort(([, a], [, b]) => b - a)) {
    console.log(`  ${key.padEnd(56)} ${String(n).padStart(8)}`);
  }
};

function report(tally: FuzzTally, seconds: number, heapBefore: number, internal: Map<string, number>) {
  const byCode = new Map<string, number>();
  for (const [outcome, n] of tally.outcomes) {
    const code = outcome.split(':')[0]!;
    byCode.set(code, (byCode.get(code) ?? 0) + n);
  }
  console.log('\nanswers by code');
  table(byCode);
  console.log('\nanswers by code and reason');
  table(tally.outcomes);
  if (internal.size) {
    console.log('\ninternal errors the server logged, by message');
    table(internal);
  }
  if (tally.findings.length) {
    console.log(`\nfindings (the first body per method and kind of problem)\n${describeFindings(tally.findings, 100)}`);
  }
  console.log(`\n${tally.bodies} bodies in ${seconds.toFixed(1)} s (${(tally.bodies / seconds).toFixed(0)}/s)`);
  console.log(`-32603 answers:           ${tally.internalErrors}`);
  console.log(`leaks in error answers:   ${tally.leaks}`);
  console.log(`bodies with any problem:  ${tally.failures}`);
  console.log(`internal errors logged:   ${[...internal.values()].reduce((a, b) => a + b, 0)}`);
  console.log(`heap after GC:            ${heapBefore.toFixed(0)} MB before, ${heapMb().toFixed(0)} MB after`);
}

export default async function fuzz(args: string[]): Promise<void> {
  const count = positive(args[0] ?? process.env.FUZZ_BODIES, size(100_000, 1_000), 'bodies');
  const seed = positive(args[1] ?? process.env.FUZZ_SEED, Math.floor(Math.random() * 2 ** 31), 'seed');
  // Internal errors the server logs, counted instead of printed: notifications get no answer to judge.
  const internal = new Map<string, number>();
  logger.error = (msg, err) => {
    const key = `${msg}: ${err instanceof Error ? (err.message.split('\n')[0] ?? '').slice(0, 120) : String(err)}`;
    internal.set(key, (internal.get(key) ?? 0) + 1);
    return true;
  };
  rmSync(DATA_DIR, { recursive: true, force: true });
  const jwtSecret = randomBytes(32).toString('hex');
  const tmt = await startBenchTmt({
    dataDir: DATA_DIR,
    embeddedPostgresPort: EMBEDDED_PORT,
    jwtSecret,
    seedDemo: false,
  });
  const tally = newTally();
  const started = performance.now();
  const heapBefore = heapMb();
  // The server runs in this process: what would end it (a job that crashes the worker) ends the run with a report.
  let died: Error | undefined;
  process.once('uncaughtException', (err) => {
    died = err;
  });
  try {
    const base = tmt.url.replace('localhost', '127.0.0.1');
    const tenant = {
      tenantId: 'fuzz',
      token: await signToken(new TextEncoder().encode(jwtSecret), { tenant: 'fuzz', username: 'fuzz' }),
    };
    await ensureTenant(tmt.orm.em.fork(), tenant.tenantId);
    await createUser(tmt.orm.em.fork(), {
      tenantId: tenant.tenantId,
      username: 'fuzz',
      roles: [tenantAdminRole(tenant.tenantId)],
    });
    const api = client(base, tenant.token);
    const schemas = methodSchemas();
    console.log(`fuzz: ${count} bodies, seed ${seed} (replay: npm run bench -- fuzz ${count} ${seed})`);
    await runFuzz({
      base,
      token: tenant.token,
      arbitrary: async () => fuzzRequest(schemas, targetsOf(await buildWorld(api))),
      count,
      seed,
      concurrency: CONCURRENCY,
      tally,
      stopped: () => died !== undefined,
      onProgress: (done) => {
        if (done % 10_000 === 0)
          console.log(`  ${done} bodies, ${((performance.now() - started) / 1000).toFixed(0)} s`);
      },
    });
    const fuzzSeconds = (performance.now() - started) / 1000;
    report(tally, fuzzSeconds, heapBefore, internal);
    figure('fuzz: bodies answered', tally.bodies / fuzzSeconds, 'bodies/s', 'higher');
    if (died) throw new Error(`THE SERVER DIED after ${tally.bodies} bodies: ${died.stack ?? died}`);
    const readTasks = () =>
      tmt.orm.em
        .fork()
        .execute<{ status: string; error_message: string | null }[]>(
          'SELECT status, error_message FROM task_request WHERE tenant_id = ?',
          [tenant.tenantId],
        );
    const open = (rows: { status: string }[]) => rows.filter((t) => !['DONE', 'ERROR'].includes(t.status)).length;
    // The fuzz queues tasks faster than one inline worker runs them: let the queue drain (up to 5 minutes) before
    // counting what never finished. Tasks waiting for a retry's backoff count as unfinished.
    let tasks = await readTasks();
    console.log(
      `tasks queued:             ${tasks.length}, ${open(tasks)} not finished when the last body was answered`,
    );
    for (let waited = 0; open(tasks) > 0 && waited < 300; waited += 5) {
      await new Promise((resolve) => setTimeout(resolve, 5000));
      tasks = await readTasks();
    }
    const unfinished = open(tasks);
    const taskLeaks = tasks.filter((t) => t.error_message && findLeak(t.error_message)).length;
    console.log(
      `tasks:                    ${tasks.length}, unfinished ${unfinished}, storing internal text ${taskLeaks}`,
    );
    const files = positive(process.env.FUZZ_FILES, size(200, 20), 'FUZZ_FILES');
    console.log(`\nfiles: ${files} of each kind (JUnit XML, images, CSV-bound text), seed ${seed}`);
    const filesStarted = performance.now();
    // A tenant of their own: the bodies above may have deleted the fuzz tenant's P_1, which the files use.
    const filesToken = await signToken(new TextEncoder().encode(jwtSecret), { tenant: 'fuzz-files', username: 'fuzz' });
    await ensureTenant(tmt.orm.em.fork(), 'fuzz-files');
    await createUser(tmt.orm.em.fork(), {
      tenantId: 'fuzz-files',
      username: 'fuzz',
      roles: [tenantAdminRole('fuzz-files')],
    });
    const fileReport = await fuzzFiles(base, filesToken, files, seed);
    table(fileReport.outcomes);
    console.log(`files in ${((performance.now() - filesStarted) / 1000).toFixed(1)} s`);
    console.log(`5xx answers to files:     ${fileReport.problems}`);
    console.log(`CSV cells a spreadsheet would run: ${fileReport.unneutralisedCsvCells}`);
    console.log(
      `while files were handled: peak RSS ${fileReport.rssPeakMb.toFixed(0)} MB, event-loop delay p99 ` +
        `${fileReport.loopDelayP99Ms.toFixed(1)} ms, max ${fileReport.loopDelayMaxMs.toFixed(1)} ms`,
    );
    figure('fuzz: files peak RSS', fileReport.rssPeakMb, 'MB');
    figure('fuzz: files event-loop delay p99', fileReport.loopDelayP99Ms, 'ms');
    if (died) throw new Error(`THE SERVER DIED while files were handled: ${(died as Error).stack ?? died}`);
    const health = await fetch(`${base}/healthz`);
    console.log(`after the run:            /healthz ${health.status}`);
  } finally {
    await tmt.stop();
  }
}
