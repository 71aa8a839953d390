import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Figure, load } from './figures';

/**
 * `npm run bench -- all [--record] [--no-compare]`: every bench in its short mode, each in a process of its own (one
 * bench's server never shares a heap or a port with the next), then each figure beside the baseline's.
 * - `--record` writes the figures to baseline.json with the commit and the load average they were taken at;
 * - `--no-compare` only runs them (CI: a bench that breaks fails the run, timings are not judged there).
 * A figure more than 20 % worse than its baseline is marked; the exit code says only whether every bench ran.
 */

/**
 * `docs` and `console` build the web app and drive Chromium for minutes, `cluster` starts a fleet of processes behind
 * HAProxy: run them by name.
 */
const BENCHES = ['rpc', 'lists', 'version', 'runs', 'risk', 'automation', 'import', 'attachments', 'fuzz'];
const WORSE = 1.2;
const baselineFile = join(import.meta.dirname, 'baseline.json');

interface Baseline {
  commit: string;
  takenOn: string;
  loadAverage: string;
  figures: Record<string, Omit<Figure, 'name'>>;
}

const git = (...args: string[]) => spawnSync('git', args, { encoding: 'utf8' }).stdout.trim();

export async function all(args: string[]): Promise<number> {
  const record = args.includes('--record');
  const compare = !args.includes('--no-compare') && !record;
  const dir = mkdtempSync(join(tmpdir(), 'tmt-bench-'));
  const figures: Figure[] = [];
  const failed: string[] = [];
  const loadBefore = load();
  const started = performance.now();
  try {
    for (const name of BENCHES) {
      const file = join(dir, `${name}.jsonl`);
      console.log(`\n=== bench ${name} --short (load ${load()})`);
      const { status } = spawnSync(
        process.execPath,
        ['--import', 'tsx', join(import.meta.dirname, 'main.ts'), name, '--short'],
        { stdio: 'inherit', env: { ...process.env, BENCH_SHORT: '1', BENCH_FIGURES: file } },
      );
      if (status !== 0) failed.push(name);
      if (existsSync(file)) {
        for (const line of readFileSync(file, 'utf8').split('\n').filter(Boolean)) figures.push(JSON.parse(line));
      }
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  const minutes = (performance.now() - started) / 60_000;
  console.log(`\nbench all: ${figures.length} figures in ${minutes.toFixed(1)} min, load ${loadBefore} → ${load()}`);

  if (record) {
    const baseline: Baseline = {
      commit: git('rev-parse', '--short', 'HEAD'),
      takenOn: new Date().toISOString(),
      loadAverage: load(),
      figures: Object.fromEntries(figures.map(({ name, ...rest }) => [name, rest])),
    };
    writeFileSync(baselineFile, `${JSON.stringify(baseline, null, 2)}\n`);
    console.log(`recorded ${figures.length} figures in ${baselineFile} (commit ${baseline.commit})`);
  } else if (compare) {
    printComparison(figures, JSON.parse(readFileSync(baselineFile, 'utf8')) as Baseline);
  }
  if (failed.length) console.error(`\nbench all: FAILED ${failed.join(', ')}`);
  return failed.length ? 1 : 0;
}

function printComparison(figures: Figure[], baseline: Baseline): void {
  console.log(`baseline: commit ${baseline.commit}, ${baseline.takenOn}, load ${baseline.loadAverage}\n`);
  const cells = (row: string[]) =>
    console.log(row.map((cell, i) => (i ? cell.padStart(i > 4 ? 17 : 12) : cell.padEnd(58))).join(''));
  cells(['figure', 'today', 'baseline', 'ratio', '', 'load today', 'load baseline']);
  let worse = 0;
  for (const { name, value, unit, better, load: loadToday } of figures) {
    const before = baseline.figures[name];
    const minute = (l?: string) => l?.split(' ')[0] ?? '—';
    if (!before) {
      cells([`${name} (${unit})`, value.toFixed(2), '—', '—', 'new', minute(loadToday), '—']);
      continue;
    }
    // Above 1 is worse either way: time grew, or throughput fell.
    const ratio = better === 'lower' ? value / before.value : before.value / value;
    const mark = ratio > WORSE ? `WORSE ${Math.round((ratio - 1) * 100)} %` : '';
    if (mark) worse++;
    cells([
      `${name} (${unit})`,
      value.toFixed(2),
      before.value.toFixed(2),
      ratio.toFixed(2),
      mark,
      minute(loadToday),
      minute(before.load),
    ]);
  }
  console.log(
    `\n${worse ? `${worse} figure(s) more than 20 % worse than the baseline` : 'no figure more than 20 % worse'}`,
  );
}
