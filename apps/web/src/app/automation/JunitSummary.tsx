import { formatNumber, useLocale } from '../lib/i18n';
import { useAutomationT } from './messages';

/** The Result of an IMPORT_JUNIT_RESULTS task (see the method's description in the contract). */
export interface JunitResult {
  testRunId: string;
  files: number;
  tests: number;
  passed: number;
  failed: number;
  error: number;
  skipped: number;
  matchedByMarker: number;
  matchedByKey: number;
  created: number;
  addedToRun: number;
  saved: number;
  unchanged: number;
  unmatched: { key: string; file: string; outcome: string }[];
  unmatchedCount: number;
}

/** What an import did: the tests by outcome, how many were matched and saved, and the tests no case matched. */
export function JunitSummary({ result }: { result: JunitResult }) {
  const words = useAutomationT();
  const lang = useLocale();
  const figures: [string, number][] = [
    [words('junit.passed'), result.passed],
    [words('junit.failedTests'), result.failed],
    [words('junit.errors'), result.error],
    [words('junit.skipped'), result.skipped],
    [words('junit.matched'), result.matchedByMarker + result.matchedByKey],
    [words('junit.saved'), result.saved],
    [words('junit.unchanged'), result.unchanged],
    [words('junit.addedToRun'), result.addedToRun],
    [words('junit.unmatchedCount'), result.unmatchedCount],
  ];
  return (
    <section className="junit-summary" aria-live="polite" data-testid="junit-summary">
      <h3>{words('junit.summary', { tests: result.tests, files: result.files })}</h3>
      <dl className="facts">
        {figures.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{formatNumber(lang, value)}</dd>
          </div>
        ))}
      </dl>
      {result.unmatchedCount === 0 ? (
        <p className="small">{words('junit.allMatched')}</p>
      ) : (
        <>
          <h4>{words('junit.unmatched')}</h4>
          <div className="table-wrap">
            <table className="data-table" data-testid="junit-unmatched">
              <thead>
                <tr>
                  <th scope="col">{words('junit.col.test')}</th>
                  <th scope="col" className="hide-narrow">
                    {words('junit.col.file')}
                  </th>
                  <th scope="col">{words('junit.col.outcome')}</th>
                </tr>
              </thead>
              <tbody>
                {result.unmatched.map((test) => (
                  <tr key={`${test.file} ${test.key}`}>
                    <td className="break">{test.key}</td>
                    <td className="hide-narrow break">{test.file}</td>
                    <td>{test.outcome}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {result.unmatchedCount > result.unmatched.length && (
            <p className="small muted">
              {words('junit.unmatchedMore', { shown: result.unmatched.length, total: result.unmatchedCount })}
            </p>
          )}
        </>
      )}
    </section>
  );
}
