import { Link } from '@tanstack/react-router';
import { formatNumber, formatPercent, useLocale } from '../lib/i18n';
import type { RunScope } from '../runs/run-data';
import { HeadedTable } from '../ui/HeadedTable';
import { useTrendsT } from './messages';
import type { TrendRun } from './trends-data';

/** The runs side by side, newest first: how much of each is tested, what came out, and its pass rate. */
export function RunsTable({ scope, runs }: { scope: RunScope; runs: TrendRun[] }) {
  const words = useTrendsT();
  const lang = useLocale();
  return (
    <HeadedTable
      className="trend-runs"
      testId="trend-runs"
      heads={[
        { label: words('trends.col.run') },
        { label: words('trends.col.status'), className: 'hide-narrow' },
        { label: words('trends.col.tested'), className: 'numeric hide-narrow' },
        { label: words('trends.col.passed'), className: 'numeric' },
        { label: words('trends.col.failed'), className: 'numeric' },
        { label: words('trends.col.blocked'), className: 'numeric hide-narrow' },
        { label: words('trends.col.passRate') },
      ]}
    >
      {[...runs].reverse().map((run) => (
        <tr key={run.id} data-testid="trend-run">
          <td>
            <Link
              to="/p/$projectId/$subProjectId/runs/$runId/dashboard"
              params={{ ...scope, runId: run.id }}
              className="strong"
            >
              <code>{run.id}</code> {run.title}
            </Link>
          </td>
          <td className="hide-narrow">{words(`trends.status.${run.status}`)}</td>
          <td className="numeric hide-narrow">{words('trends.testedOf', { tested: run.tested, total: run.total })}</td>
          <td className="numeric">{formatNumber(lang, run.passed)}</td>
          <td className="numeric">{formatNumber(lang, run.failed)}</td>
          <td className="numeric hide-narrow">{formatNumber(lang, run.blocked)}</td>
          <td>
            {run.passRate === null ? (
              '—'
            ) : (
              <span className="pass-rate">
                <span className="pass-rate-bar" aria-hidden="true">
                  <span style={{ width: `${run.passRate}%` }} />
                </span>
                {formatPercent(lang, run.passRate)}
              </span>
            )}
          </td>
        </tr>
      ))}
    </HeadedTable>
  );
}
