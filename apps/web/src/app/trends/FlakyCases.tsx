import { formatNumber, useLocale } from '../lib/i18n';
import type { RunScope } from '../runs/run-data';
import { HeadedTable } from '../ui/HeadedTable';
import { ExecutionLink } from './ExecutionLink';
import { useTrendsT } from './messages';
import type { Trends } from './trends-data';

/** The cases that flip between passed and failed most often, each result a link to its execution. */
export function FlakyCases({ scope, flaky }: { scope: RunScope; flaky: Trends['flaky'] }) {
  const words = useTrendsT();
  const lang = useLocale();
  if (!flaky.entries.length) return <p className="muted">{words('trends.flakyNone')}</p>;
  return (
    <>
      <HeadedTable
        className="trend-flaky"
        testId="trend-flaky"
        heads={[
          { label: words('trends.col.case') },
          { label: words('trends.col.flips'), className: 'numeric' },
          { label: words('trends.col.passed'), className: 'numeric hide-narrow' },
          { label: words('trends.col.failed'), className: 'numeric hide-narrow' },
          { label: words('trends.col.results') },
        ]}
      >
        {flaky.entries.map((entry) => (
          <tr key={entry.testCaseDocRef} data-testid="flaky-case">
            <td>
              <code>{entry.testCaseId}</code> {entry.testCaseTitle}
            </td>
            <td className="numeric">{formatNumber(lang, entry.flips)}</td>
            <td className="numeric hide-narrow">{formatNumber(lang, entry.passed)}</td>
            <td className="numeric hide-narrow">{formatNumber(lang, entry.failed)}</td>
            <td>
              <span className="result-strip">
                {entry.results.map((result) => (
                  <ExecutionLink key={result.executionId} scope={scope} result={result} />
                ))}
              </span>
            </td>
          </tr>
        ))}
      </HeadedTable>
      {flaky.fullSize > flaky.entries.length && (
        <p className="small muted">
          {words('trends.flakyMore', { shown: flaky.entries.length, total: flaky.fullSize })}
        </p>
      )}
    </>
  );
}
