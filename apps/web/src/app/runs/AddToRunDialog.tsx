import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { entriesOf, type SuiteAnswer } from '../lib/documents';
import { useLocale, useT } from '../lib/i18n';
import { trpc } from '../lib/trpc';
import { FormDialog } from '../ui/Dialog';
import { addToRun, type SuitePick } from './add-to-run';
import { CasePickTree } from './CasePickTree';
import { type RunAnswer, type RunScope, refreshRuns, runName } from './run-data';

/** Suites offered at once; a search narrows a longer list. */
const SUITES_SHOWN = 100;

function SuiteChoice({
  scope,
  version,
  suite,
  pick,
  onPick,
}: {
  scope: RunScope;
  version: number;
  suite: SuiteAnswer;
  pick: SuitePick | undefined;
  onPick: (cases: SuitePick['cases'] | null) => void;
}) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const g = suite.document.Root.General;
  const partial = Array.isArray(pick?.cases);
  const toggleCase = (ref: string) => {
    const cases = Array.isArray(pick?.cases) ? pick.cases : [];
    const next = cases.includes(ref) ? cases.filter((c) => c !== ref) : [...cases, ref];
    onPick(next.length ? next : null);
  };
  return (
    <li className="pick-suite" data-testid="suite-choice">
      <div className="pick-suite-head">
        <label className="check">
          <input
            type="checkbox"
            checked={pick?.cases === 'all'}
            ref={(input) => {
              if (input) input.indeterminate = partial;
            }}
            onChange={(e) => onPick(e.target.checked ? 'all' : null)}
          />
          <span>
            <code>{g.Id}</code> {g.Title}{' '}
            <span className="muted small">
              {t('runs.pick.cases', { count: suite.document.Root.DisplayFields.TotalTestCases })}
            </span>
          </span>
        </label>
        <button
          type="button"
          className="button small"
          aria-expanded={open}
          onClick={() => setOpen(!open)}
          data-testid="choose-cases"
        >
          {t('runs.pick.chooseCases')}
        </button>
      </div>
      {open && (
        <CasePickTree scope={scope} version={version} suite={suite} picked={pick?.cases ?? []} onToggle={toggleCase} />
      )}
    </li>
  );
}

/**
 * Suites of the run's version that are not in it yet (GET_AVAILABLE_TEST_SUITES), each whole or with single test
 * cases picked from its tree; adding puts them into the run.
 */
export function AddToRunDialog({
  scope,
  run,
  open,
  onClose,
  onAdded,
  lead,
  cancelLabel,
}: {
  scope: RunScope;
  run: RunAnswer;
  open: boolean;
  onClose: () => void;
  onAdded: () => void;
  lead?: string;
  cancelLabel?: string;
}) {
  const t = useT();
  const lang = useLocale();
  const [q, setQ] = useState('');
  const [picks, setPicks] = useState<Record<string, SuitePick>>({});
  const version = run.document.Root.General.ProjectVersionNumber;
  const available = useQuery({
    ...trpc.suites.getAvailableTestSuites.queryOptions({
      testRunDocRef: run.docRef,
      page: { offset: 0, limit: SUITES_SHOWN },
      sort: ['Order ASC'],
      filter: { filters: [], ...(q.trim() ? { fulltext: q.trim(), lang } : {}) },
    }),
    enabled: open,
    placeholderData: keepPreviousData,
  });
  const suites = entriesOf(available.data?.entries, 'TestSuite-dm');
  const chosen = Object.values(picks);
  const singleCases = chosen.reduce((n, p) => n + (Array.isArray(p.cases) ? p.cases.length : 0), 0);
  const add = useMutation({
    mutationFn: () => addToRun(scope, run, chosen),
    onSettled: () => refreshRuns(),
    onSuccess: () => {
      setPicks({});
      onAdded();
    },
  });
  const pickOf = (suite: SuiteAnswer) => (cases: SuitePick['cases'] | null) =>
    setPicks((all) => {
      const { [suite.docRef]: _, ...rest } = all;
      return cases ? { ...rest, [suite.docRef]: { suite, cases } } : rest;
    });
  return (
    <FormDialog
      open={open}
      onClose={() => {
        add.reset();
        onClose();
      }}
      title={t('runs.pick.title', { run: runName(run) })}
      submitLabel={t('runs.pick.add')}
      cancelLabel={cancelLabel}
      busy={add.isPending || chosen.length === 0}
      error={add.error}
      onSubmit={() => add.mutate()}
    >
      {lead && <p>{lead}</p>}
      <label className="field">
        <span>{t('suites.search')}</span>
        <input type="search" value={q} onChange={(e) => setQ(e.target.value)} data-testid="pick-search" />
      </label>
      {available.isPending && <p className="muted">{t('app.loading')}</p>}
      {available.data && suites.length === 0 && <p className="muted">{t('runs.pick.none')}</p>}
      <ul className="pick-list" aria-busy={available.isFetching}>
        {suites.map((suite) => (
          <SuiteChoice
            key={suite.docRef}
            scope={scope}
            version={version}
            suite={suite}
            pick={picks[suite.docRef]}
            onPick={pickOf(suite)}
          />
        ))}
      </ul>
      {available.data && available.data.fullSize > suites.length && (
        <p className="muted small">{t('runs.pick.more', { shown: suites.length, total: available.data.fullSize })}</p>
      )}
      <p className="small" aria-live="polite" data-testid="pick-summary">
        {t('runs.pick.summary', { suites: chosen.length, cases: singleCases })}
      </p>
    </FormDialog>
  );
}
