import { getRouteApi } from '@tanstack/react-router';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { tokenUser, useAuth } from '../lib/auth';
import { useT } from '../lib/i18n';
import { useCan } from '../lib/permissions';
import { queryClient, trpc } from '../lib/trpc';
import { isClosed, useRun } from '../runs/run-data';
import { ErrorMessage } from '../ui/ErrorMessage';
import { BulkBar } from './BulkBar';
import { CasePane, type PaneActions } from './CasePane';
import { type Advance, ExecutionTree, type TreeHandle } from './ExecutionTree';
import { Filters, type FilterValues } from './Filters';
import { RefusalNote } from './RefusalNote';
import { resultOfKey } from './results';
import { type ExecutionRow, useRunRows } from './run-rows';
import { type NodeLine, type RowFilter, treeLines } from './run-tree';
import { useLiveRows } from './useLiveRows';
import { useRecordResult } from './useRecordResult';

const route = getRouteApi('/authed/p/$projectId/$subProjectId/runs/$runId/');

const ADVANCE_KEY = 'tmt.console.advance';
const storedAdvance = (): Advance => {
  try {
    return localStorage.getItem(ADVANCE_KEY) === 'untested' ? 'untested' : 'next';
  } catch {
    return 'next';
  }
};

/** The result codes of the `result` search parameter (comma separated), those that are codes. */
const resultCodesOf = (value: string | undefined) =>
  (value ?? '')
    .split(',')
    .map(Number)
    .filter((n) => Number.isInteger(n) && n >= 1 && n <= 11);

/** How many cases ahead of the chosen one have their pane read in advance, so moving on shows it at once. */
const PREFETCH = 2;
/** The width below which the case shows under the tree (see console.css). */
const NARROW = '(max-width: 900px)';
/** The keys the tree answers when nothing has the focus: Escape, moving from case to case, results. */
const treeKey = (key: string) => key === 'Escape' || /^[jku]$/.test(key) || resultOfKey(key) !== undefined;
const RUN_REFRESH_MS = 800;

/**
 * Executing a run: its tree of suites, folders and cases with their results beside the chosen case, recorded by
 * key (or button) and saved at once; filters, a bulk result for a selection, live results of other testers.
 */
export function ExecutionView() {
  const t = useT();
  const { projectId, subProjectId, runId } = route.useParams();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const scope = useMemo(() => ({ projectId, subProjectId }), [projectId, subProjectId]);
  const { query: runQuery, run } = useRun(scope, runId);
  const can = useCan(scope);
  const me = tokenUser(useAuth().token)?.username ?? '';
  const runRef = run?.docRef ?? '';
  const closed = run ? isClosed(run) : false;
  const canRecord = Boolean(run) && !closed && can('execute');
  const { rows, fullSize, complete, query } = useRunRows(run?.docRef);

  const resultFilter = resultCodesOf(search.result).join(',');
  const tester = search.mine ? me : search.tester;
  const [collapsed, setCollapsed] = useState<ReadonlySet<string>>(() => new Set());
  const lines = useMemo(() => {
    const filter: RowFilter = { results: resultCodesOf(resultFilter), tester };
    return treeLines(rows, filter, collapsed);
  }, [rows, resultFilter, tester, collapsed]);
  // The cases the filters let through: every suite's below it.
  const shownCount = lines.reduce((n, line) => n + (line.kind === 'suite' ? line.cases.length : 0), 0);
  const shownRows = () => lines.flatMap((line) => (line.kind === 'suite' ? line.cases : []));
  const testers = useMemo(() => {
    const names = new Map<string, string>();
    for (const row of rows) if (row.tester) names.set(row.tester, row.testerName ?? row.tester);
    return [...names].sort((a, b) => a[1].localeCompare(b[1]));
  }, [rows]);

  const [chosenRef, setChosenRef] = useState<string | null>(null);
  const chosen = chosenRef ? rows.find((row) => row.docRef === chosenRef) : undefined;
  const onChoose = useCallback((row: ExecutionRow, tapped?: boolean) => {
    setChosenRef(row.docRef);
    // Where the case sits below the tree (a phone), a tapped case brings its steps into view.
    if (tapped && window.matchMedia(NARROW).matches)
      requestAnimationFrame(() =>
        document.querySelector('[data-testid="case-pane"]')?.scrollIntoView({ block: 'start' }),
      );
  }, []);

  // Keys pressed where nothing has the focus (a click on the page) go to the tree, as if it had kept it.
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const idle = document.activeElement === document.body || document.activeElement?.id === 'main';
      if (!idle || event.ctrlKey || event.metaKey || event.altKey || !treeKey(event.key)) return;
      event.preventDefault();
      tree.current?.focus();
      const focused = document.activeElement;
      if (event.key !== 'Escape' && focused && focused !== document.body)
        focused.dispatchEvent(
          new KeyboardEvent('keydown', { key: event.key, shiftKey: event.shiftKey, bubbles: true }),
        );
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  // The address follows the chosen case a moment after the last move, so a reload or a shared link opens it; the
  // page keeps its place (on a phone the case shows below the tree, scrolled to).
  const chosenId = chosen?.id;
  useEffect(() => {
    if (!chosenId || chosenId === search.x) return;
    const timer = setTimeout(
      () => void navigate({ search: (prev) => ({ ...prev, x: chosenId }), replace: true, resetScroll: false }),
      400,
    );
    return () => clearTimeout(timer);
  }, [chosenId, search.x, navigate]);

  // The next cases' panes are read ahead.
  useEffect(() => {
    const at = lines.findIndex((line) => line.docRef === chosenRef);
    if (at < 0 || !runRef) return;
    let ahead = 0;
    for (let i = at + 1; i < lines.length && ahead < PREFETCH; i++) {
      const line = lines[i];
      if (line?.kind !== 'case') continue;
      ahead++;
      void queryClient.prefetchQuery(
        trpc.executions.getTestCaseExecution.queryOptions({ testRunDocRef: runRef, docRef: line.row.caseRef }),
      );
    }
  }, [chosenRef, lines, runRef]);

  // The run's header (progress, state) reads the run again a moment after the last result saved or heard of.
  const refreshTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const refreshRun = () => {
    clearTimeout(refreshTimer.current);
    refreshTimer.current = setTimeout(() => void runQuery.refetch(), RUN_REFRESH_MS);
  };
  useEffect(() => () => clearTimeout(refreshTimer.current), []);

  const tree = useRef<TreeHandle>(null);
  const recorder = useRecordResult(runRef, me, refreshRun);
  useLiveRows({
    runId,
    testRunDocRef: runRef,
    chosen,
    onChanged: refreshRun,
    onResync: () => {
      void query.refetch();
      void runQuery.refetch();
    },
  });

  const [selected, setSelected] = useState<ReadonlySet<string>>(() => new Set());
  const select = useCallback(
    (picked: ExecutionRow[], on: boolean) =>
      setSelected((prev) => {
        const next = new Set(prev);
        for (const row of picked) {
          if (on) next.add(row.docRef);
          else next.delete(row.docRef);
        }
        return next;
      }),
    [],
  );
  const toggle = useCallback(
    (line: NodeLine, open: boolean) =>
      setCollapsed((prev) => {
        const next = new Set(prev);
        if (open) next.delete(line.docRef);
        else next.add(line.docRef);
        return next;
      }),
    [],
  );

  const [advance, setAdvance] = useState<Advance>(storedAdvance);
  const changeAdvance = (value: Advance) => {
    setAdvance(value);
    try {
      localStorage.setItem(ADVANCE_KEY, value);
    } catch {
      // Not remembered without storage.
    }
  };
  const changeFilters = (values: FilterValues) =>
    void navigate({ search: (prev) => ({ ...prev, ...values }), replace: true });

  const actions: PaneActions = {
    onPick: (row, result) => tree.current?.record(row, result),
    onResave: (row) => recorder.record(row, row.result),
    onBack: () => tree.current?.focus(),
  };
  // Enter in the tree: to the first step's result, else the result details.
  const openPane = useCallback(() => {
    const pane = document.querySelector('[data-testid="case-pane"]');
    const target = ['[data-testid="step-result"]', '[data-testid="result-details"]', 'h2']
      .map((selector) => pane?.querySelector<HTMLElement>(selector))
      .find(Boolean);
    target?.focus();
  }, []);

  const readOnly = closed ? t('execution.readOnly.closed') : run && !can('execute') ? t('execution.readOnly.role') : '';
  const runName = run ? `${run.document.Root.General.Id} ${run.document.Root.General.Title}` : runId;
  return (
    <div className="execution" data-testid="execution">
      {readOnly && (
        <p className="notice run-read-only" role="note" data-testid="read-only">
          {readOnly}
        </p>
      )}
      <Filters
        values={{ result: search.result, tester: search.tester, mine: search.mine }}
        testers={testers}
        advance={advance}
        onChange={changeFilters}
        onAdvance={changeAdvance}
      />
      <ErrorMessage error={query.error ?? runQuery.error} onRetry={() => void query.refetch()} />
      <div className="split run-split">
        <div className="tree-pane run-tree-pane">
          <p className="small muted run-count" aria-live="polite" data-testid="run-count">
            {complete
              ? t('execution.count', { shown: shownCount, total: fullSize })
              : t('execution.loading', { count: rows.length, total: fullSize || '…' })}
          </p>
          {canRecord && (
            <BulkBar
              scope={scope}
              runId={runId}
              count={selected.size}
              selectedRows={() => rows.filter((row) => selected.has(row.docRef))}
              shown={shownCount}
              onSelectShown={() => select(shownRows(), true)}
              onClear={() => setSelected(new Set())}
              onDone={() => void query.refetch()}
            />
          )}
          {complete && rows.length === 0 && <p className="muted tree-note">{t('execution.empty')}</p>}
          {rows.length > 0 && lines.length === 0 && <p className="muted tree-note">{t('execution.noMatch')}</p>}
          <ExecutionTree
            handle={tree}
            lines={lines}
            label={t('execution.tree', { run: runName })}
            complete={complete}
            initialId={search.x}
            chosenRef={chosenRef}
            selected={selected}
            canRecord={canRecord}
            advance={advance}
            onChoose={onChoose}
            onToggle={toggle}
            onSelect={select}
            onRecord={recorder.record}
            onOpen={openPane}
          />
        </div>
        {chosen && runRef ? (
          <CasePane
            key={chosen.docRef}
            testRunDocRef={runRef}
            row={chosen}
            scope={scope}
            editable={canRecord}
            actions={actions}
          />
        ) : (
          <div className="detail-pane run-pane">
            <p className="muted pick-hint">{t('execution.pickHint')}</p>
          </div>
        )}
      </div>
      {recorder.refusal && (
        <RefusalNote
          refusal={recorder.refusal}
          onLoadTheirs={recorder.loadTheirs}
          onSaveMine={recorder.saveMine}
          onDismiss={recorder.dismiss}
        />
      )}
    </div>
  );
}
