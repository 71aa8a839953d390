import { Link } from '@tanstack/react-router';
import type { ImportField } from '@tmt/contract/case-import-fields';
import { useEffect, useRef } from 'react';
import { useEnumLabel } from '../lib/i18n';
import type { Scope } from '../lib/scope';
import { type DialogKey, useDialogT } from './dialog-messages';

interface Problem {
  at: string;
  problem: string;
}

/** The Result of an IMPORT_TEST_CASES task (see the method's description in the contract). */
export interface ImportResult {
  dryRun: boolean;
  file: string;
  suites: { title: string; testSuiteId: string | null; created: boolean }[];
  folders: { created: number; reused: number };
  cases: { created: number; updated: number };
  steps: number;
  mapping: { field: 'priority' | 'type' | 'automation'; from: string; to: string | null; count: number }[];
  problems: Problem[];
  problemCount: number;
  warnings: Problem[];
  warningCount: number;
}

/** The enumeration each mapped field's values come from. */
const enumOf = { priority: 'Prioritization', type: 'Type', automation: 'Automation' } as const;

function Problems({ kind, list, count }: { kind: 'problems' | 'warnings'; list: Problem[]; count: number }) {
  const t = useDialogT();
  if (count === 0) return null;
  const items = (
    <>
      <ul className="import-problems" data-testid={`import-${kind}`}>
        {list.map((item, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the list is the task's, fixed once it ended
          <li key={i} data-testid={kind === 'problems' ? 'import-problem' : 'import-warning'}>
            <span className="import-at">{item.at}</span> {item.problem}
          </li>
        ))}
      </ul>
      {count > list.length && <p className="small muted">{t('imports.notListed', { count: count - list.length })}</p>}
    </>
  );
  // Problems stop an import, so they show; warnings do not, so they wait behind their count.
  return kind === 'problems' ? (
    <section className="import-section" aria-label={t('imports.problems', { count })}>
      <h3 className="import-problems-title">{t('imports.problems', { count })}</h3>
      <p className="small">{t('imports.problemsLead')}</p>
      {items}
    </section>
  ) : (
    <details className="import-section">
      <summary>{t('imports.warnings', { count })}</summary>
      {items}
    </details>
  );
}

/**
 * What an import did, or what a dry run says it would do: its suite, the folders, cases and steps, how values were
 * mapped, and every problem and warning with its line or row. After a real import, links to the suites.
 */
export function ImportReport({
  result,
  scope,
  onLeave,
}: {
  result: ImportResult;
  scope: Scope;
  /** Called when a link to a suite is followed: the dialog is done. */
  onLeave: () => void;
}) {
  const t = useDialogT();
  const label = useEnumLabel();
  // A new report is read next: it takes the focus (and so comes into view below the choices).
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (result) heading.current?.focus();
  }, [result]);
  return (
    <section className="import-report" aria-labelledby="import-report" data-testid="import-report">
      <h3 id="import-report" ref={heading} tabIndex={-1}>
        {t(result.dryRun ? 'imports.report' : 'imports.summary')}
      </h3>
      <dl className="import-counts" data-testid="import-counts">
        <dt>{t('imports.count.suites')}</dt>
        <dd>
          {result.suites
            .map((suite) => t(suite.created ? 'imports.suiteNew' : 'imports.suiteUsed', { title: suite.title }))
            .join(', ')}
        </dd>
        <dt>{t('imports.count.folders')}</dt>
        <dd data-testid="import-folders">{t('imports.foldersCount', result.folders)}</dd>
        <dt>{t('imports.count.cases')}</dt>
        <dd data-testid="import-cases">{t('imports.casesCount', result.cases)}</dd>
        <dt>{t('imports.count.steps')}</dt>
        <dd data-testid="import-steps">{result.steps}</dd>
      </dl>
      {result.mapping.length > 0 && (
        <div className="table-wrap">
          <table className="data-table import-values" data-testid="import-values">
            <caption>{t('imports.values')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('imports.value.field')}</th>
                <th scope="col">{t('imports.value.from')}</th>
                <th scope="col">{t('imports.value.to')}</th>
                <th scope="col" className="numeric">
                  {t('imports.value.count')}
                </th>
              </tr>
            </thead>
            <tbody>
              {result.mapping.map((value) => (
                <tr key={`${value.field} ${value.from}`}>
                  <td>{t(`imports.field.${value.field satisfies ImportField}` as DialogKey)}</td>
                  <td>{value.from}</td>
                  <td className={value.to ? '' : 'muted'}>
                    {value.to ? label(enumOf[value.field], value.to) : t('imports.value.empty')}
                  </td>
                  <td className="numeric">{value.count}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {result.dryRun && result.problemCount === 0 && <p className="small">{t('imports.noProblems')}</p>}
      <Problems kind="problems" list={result.problems} count={result.problemCount} />
      <Problems kind="warnings" list={result.warnings} count={result.warningCount} />
      {!result.dryRun && (
        <ul className="import-links">
          {result.suites.map(
            (suite) =>
              suite.testSuiteId && (
                <li key={suite.testSuiteId}>
                  <Link
                    to="/p/$projectId/$subProjectId/suites/$suiteId"
                    params={{
                      projectId: scope.projectId,
                      subProjectId: scope.subProjectId,
                      suiteId: suite.testSuiteId,
                    }}
                    search={{ v: scope.version }}
                    onClick={onLeave}
                    data-testid="import-suite-link"
                  >
                    {t('imports.openSuite', { suite: `${suite.testSuiteId} ${suite.title}` })}
                  </Link>
                </li>
              ),
          )}
        </ul>
      )}
    </section>
  );
}
