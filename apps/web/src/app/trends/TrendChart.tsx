import { formatPercent, useLocale } from '../lib/i18n';
import { useTrendsT } from './messages';
import type { TrendRun } from './trends-data';

const WIDTH = 640;
const HEIGHT = 200;
const PAD = { left: 40, right: 12, top: 12, bottom: 28 };
const GRID = [0, 25, 50, 75, 100];

/**
 * The pass rate of each run, oldest left, as a line in plain SVG: a few dozen points need no chart library, and the
 * screen's first load stays small. Runs with nothing tested leave a gap; the table below holds the same figures.
 */
export function TrendChart({ runs }: { runs: TrendRun[] }) {
  const words = useTrendsT();
  const lang = useLocale();
  const plotWidth = WIDTH - PAD.left - PAD.right;
  const plotHeight = HEIGHT - PAD.top - PAD.bottom;
  const x = (i: number) => PAD.left + (runs.length > 1 ? (i * plotWidth) / (runs.length - 1) : plotWidth / 2);
  const y = (rate: number) => PAD.top + plotHeight - (rate * plotHeight) / 100;
  // One line per stretch of runs that have a pass rate.
  const stretches: string[] = [];
  let current: string[] = [];
  runs.forEach((run, i) => {
    if (run.passRate === null) {
      if (current.length) stretches.push(current.join(' '));
      current = [];
    } else current.push(`${x(i)},${y(run.passRate)}`);
  });
  if (current.length) stretches.push(current.join(' '));
  // At most about eight run ids under the axis, so they never overlap.
  const every = Math.max(1, Math.ceil(runs.length / 8));
  const summary = runs
    .map((run) => `${run.id} ${run.passRate === null ? words('trends.chartNone') : formatPercent(lang, run.passRate)}`)
    .join(', ');
  return (
    <svg
      className="trend-chart"
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      role="img"
      aria-label={words('trends.chartLabel', { count: runs.length, summary })}
      data-testid="trend-chart"
    >
      {GRID.map((rate) => (
        <g key={rate} className="trend-grid">
          <line x1={PAD.left} x2={WIDTH - PAD.right} y1={y(rate)} y2={y(rate)} />
          <text x={PAD.left - 6} y={y(rate)} textAnchor="end" dominantBaseline="middle">
            {formatPercent(lang, rate)}
          </text>
        </g>
      ))}
      {stretches.map((points) => (
        <polyline key={points} className="trend-line" points={points} />
      ))}
      {runs.map((run, i) =>
        run.passRate === null ? null : (
          <circle key={run.id} className="trend-point" cx={x(i)} cy={y(run.passRate)} r={4}>
            <title>{`${run.id} ${run.title}: ${formatPercent(lang, run.passRate)}`}</title>
          </circle>
        ),
      )}
      {runs.map((run, i) =>
        i % every === 0 || (i === runs.length - 1 && i % every >= every / 2) ? (
          <text key={run.id} className="trend-axis" x={x(i)} y={HEIGHT - 8} textAnchor="middle">
            {run.id}
          </text>
        ) : null,
      )}
    </svg>
  );
}
