import { appendFileSync } from 'node:fs';
import { loadavg } from 'node:os';

/** One measured figure, as `bench all` compares it with the baseline. */
export interface Figure {
  name: string;
  value: number;
  unit: string;
  /** Whether a smaller value is the better one (times) or a larger one (throughputs, ratios). */
  better: 'lower' | 'higher';
  /** The load average (1, 5, 15 min) when it was taken. */
  load: string;
}

/** `--short` (or BENCH_SHORT=1, as `bench all` sets it): smaller data and fewer samples, for CI and the baseline. */
export const short = process.argv.includes('--short') || process.env.BENCH_SHORT === '1';

/** Picks the full or the short size of a figure's input. */
export const size = <T>(full: T, inShort: T): T => (short ? inShort : full);

/** The load average beside each figure: the machine is shared, so a figure means little without it. */
export const load = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');

/**
 * Records a figure: printed with the load average, and appended as a JSON line to BENCH_FIGURES when `bench all`
 * collects them from the bench's own process.
 */
export function figure(name: string, value: number, unit: string, better: Figure['better'] = 'lower'): void {
  const at = load();
  console.log(`  figure ${name}: ${value.toFixed(unit === 'ratio' ? 2 : 1)} ${unit} (load ${at})`);
  const file = process.env.BENCH_FIGURES;
  if (file) appendFileSync(file, `${JSON.stringify({ name, value, unit, better, load: at } satisfies Figure)}\n`);
}
