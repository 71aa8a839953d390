import { useT } from '../lib/i18n';
import type { RunAnswer } from './run-data';

const PASSED = [2];
const FAILED = [5, 6];
const UNTESTED = [1];

/** How far a run is: a bar of passed, failed and otherwise executed cases, and the figures in words. */
export function RunProgress({ run }: { run: RunAnswer }) {
  const t = useT();
  const { General: g, DisplayFields: f } = run.document.Root;
  const count = (codes: number[]) =>
    f.ResultCounts.filter((c) => codes.includes(c.Result)).reduce((sum, c) => sum + c.Count, 0);
  const total = f.TotalTestCases;
  const passed = count(PASSED);
  const failed = count(FAILED);
  const executed = total - count(UNTESTED);
  const parts = [
    { key: 'passed', n: passed },
    { key: 'failed', n: failed },
    { key: 'other', n: executed - passed - failed },
  ];
  const figures = t('runs.progress', { executed, total, passed, failed });
  return (
    <div className="coverage run-progress" data-testid="run-progress">
      <div
        className="coverage-bar"
        role="progressbar"
        aria-label={t('runs.progressOf', { run: g.Id })}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={g.Progress}
        aria-valuetext={figures}
      >
        {parts.map(
          (p) =>
            p.n > 0 && <span key={p.key} className={`run-${p.key}`} style={{ width: `${(100 * p.n) / total}%` }} />,
        )}
      </div>
      <span className="small">{figures}</span>
    </div>
  );
}
