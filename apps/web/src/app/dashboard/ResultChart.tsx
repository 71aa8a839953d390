import { ArcElement, Chart, DoughnutController, Tooltip } from 'chart.js';
import { useEffect, useRef } from 'react';
import { useTheme } from '../lib/theme';

// Only the parts a doughnut needs, so the dashboard's chunk stays small.
Chart.register(DoughnutController, ArcElement, Tooltip);

export interface Slice {
  result: number;
  name: string;
  count: number;
}

/** A doughnut of the slices in the colours the page's theme gives `--result-n`. */
function Doughnut({ slices, label }: { slices: Slice[]; label: string }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    const element = canvas.current;
    if (!element) return;
    const style = getComputedStyle(element);
    const colour = (name: string) => style.getPropertyValue(name).trim();
    const still = matchMedia('(prefers-reduced-motion: reduce)').matches;
    const chart = new Chart(element, {
      type: 'doughnut',
      data: {
        labels: slices.map((s) => s.name),
        datasets: [
          {
            data: slices.map((s) => s.count),
            backgroundColor: slices.map((s) => colour(`--result-${s.result}`)),
            borderColor: colour('--raised'),
            borderWidth: 2,
          },
        ],
      },
      options: {
        responsive: true,
        maintainAspectRatio: false,
        cutout: '62%',
        animation: still ? false : { duration: 300 },
      },
    });
    return () => chart.destroy();
  }, [slices]);
  return <canvas ref={canvas} role="img" aria-label={label} data-testid="result-chart" />;
}

/**
 * The result distribution as a doughnut (Chart.js on a canvas). Its colours are the console's `--result-n` variables,
 * so it is drawn anew when the theme changes; `label` says in words what it shows, and a table beside it holds the
 * figures.
 */
export function ResultChart({
  slices,
  label,
  centre,
}: {
  slices: Slice[];
  label: string;
  /** What the hole in the middle says: the tested share. */
  centre: { value: string; label: string };
}) {
  const theme = useTheme();
  return (
    <div className="result-chart">
      <Doughnut key={theme} slices={slices} label={label} />
      <span className="result-chart-centre" aria-hidden="true">
        <strong>{centre.value}</strong>
        <span className="small muted">{centre.label}</span>
      </span>
    </div>
  );
}
