import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import type { ColumnDef } from '@tanstack/react-table';
import { useEffect, useMemo, useRef, useState } from 'react';
import { type DocumentOf, documentOf } from '../lib/documents';
import { useLocale, useT } from '../lib/i18n';
import { notify } from '../lib/notices';
import { useCan } from '../lib/permissions';
import { type Outputs, trpc } from '../lib/trpc';
import { DataTable } from '../ui/DataTable';
import { FormDialog } from '../ui/Dialog';
import { ErrorMessage, useErrorText } from '../ui/ErrorMessage';
import { Pager } from '../ui/Pager';
import { PriorityOptions } from '../ui/PriorityOptions';
import { suiteColumns } from '../ui/suite-columns';
import { AddToRunDialog } from './AddToRunDialog';
import { isClosed, type RunAnswer, type RunScope, refreshRuns, runName, useRun } from './run-data';

const route = getRouteApi('/authed/p/$projectId/$subProjectId/runs/$runId/suites');

const PAGE_SIZE = 50;
/** The run's testers, offered while typing an assignee. */
const TESTERS_LIST = 'run-testers';

type Entry = Outputs['suites']['getTestSuitesInRun']['entries'][number];
type Bare<M extends 'TestSuite-dm' | 'TestRunTestSuite-rm'> = DocumentOf<M>['document'];

/** A suite in the run: the suite and its suite execution (the run's assignee and priority for it). */
interface SuiteInRun {
  linkId: string;
  document: Bare<'TestSuite-dm'>;
  relationship: Bare<'TestRunTestSuite-rm'>;
}

const suiteInRun = (entry: Entry): SuiteInRun[] => {
  const document = documentOf(entry.document, 'TestSuite-dm');
  const relationship = documentOf(entry.relationship, 'TestRunTestSuite-rm');
  return document && relationship ? [{ linkId: entry.linkRef.id, document, relationship }] : [];
};

const suiteName = (entry: SuiteInRun) => `${entry.document.Root.General.Id} ${entry.document.Root.General.Title}`;

/**
 * One field of a suite in the run, edited in place: the table shows the new value at once, MODIFY_DOCUMENT of the
 * suite execution saves it, and a refusal brings the saved value back. A save sends only its own field and no
 * expectedModelVersion, so quick edits of two fields of one row do not refuse each other.
 */
function useSuiteInRunField(entry: SuiteInRun, field: 'Assignee' | 'RecommendedPriority', saved: string) {
  const t = useT();
  const lang = useLocale();
  const errorText = useErrorText();
  const [value, setValue] = useState(saved);
  // What was last sent, so leaving the field after Enter does not save the same value twice.
  const sent = useRef(saved);
  useEffect(() => {
    sent.current = saved;
    setValue(saved);
  }, [saved]);
  const save = useMutation(
    trpc.documents.modifyDocument.mutationOptions({
      onSuccess: () => {
        notify(t('runs.suiteSaved', { suite: suiteName(entry) }));
        return refreshRuns();
      },
      onError: (error) => {
        notify(errorText(error), 'error');
        sent.current = saved;
        setValue(saved);
      },
    }),
  );
  const commit = (next: string) => {
    setValue(next);
    if (next === sent.current) return;
    sent.current = next;
    save.mutate({
      docRef: entry.relationship.__meta.docRef,
      locale: lang,
      document: { Root: { General: { [field]: next || null } } },
    });
  };
  return { value, setValue, commit };
}

/** The assignee, saved when the field is left or Enter pressed; Escape brings the saved one back. */
function AssigneeCell({ entry, editable }: { entry: SuiteInRun; editable: boolean }) {
  const t = useT();
  const saved = entry.relationship.Root.General.Assignee ?? '';
  const { value, setValue, commit } = useSuiteInRunField(entry, 'Assignee', saved);
  return (
    <input
      className="cell-input"
      value={value}
      list={TESTERS_LIST}
      disabled={!editable}
      aria-label={t('runs.assigneeOf', { suite: suiteName(entry) })}
      onChange={(e) => setValue(e.target.value)}
      onBlur={() => commit(value.trim())}
      onKeyDown={(e) => {
        if (e.key === 'Enter') commit(value.trim());
        if (e.key === 'Escape') setValue(saved);
      }}
      data-testid="suite-assignee"
    />
  );
}

function PriorityCell({ entry, editable }: { entry: SuiteInRun; editable: boolean }) {
  const t = useT();
  const saved = entry.relationship.Root.General.RecommendedPriority?.Value ?? '';
  const { value, commit } = useSuiteInRunField(entry, 'RecommendedPriority', saved);
  return (
    <select
      className="cell-input"
      value={value}
      disabled={!editable}
      aria-label={t('runs.priorityOf', { suite: suiteName(entry) })}
      onChange={(e) => commit(e.target.value)}
      data-testid="suite-priority"
    >
      <PriorityOptions empty={t('case.notSet')} />
    </select>
  );
}

/** Taking a suite out of the run takes its executions (and their results) in this run with it. */
function RemoveSuiteDialog({ run, entry, onClose }: { run: RunAnswer; entry: SuiteInRun | null; onClose: () => void }) {
  const t = useT();
  const remove = useMutation(trpc.runs.deleteTestSuitesFromRun.mutationOptions({ onSettled: () => refreshRuns() }));
  return (
    <FormDialog
      open={entry !== null}
      onClose={() => {
        remove.reset();
        onClose();
      }}
      title={t('runs.removeSuiteTitle', { suite: entry ? suiteName(entry) : '', run: runName(run) })}
      submitLabel={t('runs.removeSuite')}
      danger
      busy={remove.isPending}
      error={remove.error}
      onSubmit={() =>
        entry &&
        remove.mutate(
          { testRunDocRef: run.docRef, testSuiteDocRefs: [entry.document.__meta.docRef] },
          { onSuccess: onClose },
        )
      }
    >
      <p>{t('runs.removeSuiteLead')}</p>
    </FormDialog>
  );
}

function SuitesOfRun({ scope, run }: { scope: RunScope; run: RunAnswer }) {
  const t = useT();
  const can = useCan(scope);
  const editable = can('edit') && !isClosed(run);
  const [page, setPage] = useState(1);
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<SuiteInRun | null>(null);
  const suites = useQuery({
    ...trpc.suites.getTestSuitesInRun.queryOptions({
      testRunDocRef: run.docRef,
      page: { offset: (page - 1) * PAGE_SIZE, limit: PAGE_SIZE },
      sort: ['Order ASC'],
    }),
    placeholderData: keepPreviousData,
  });
  const rows = useMemo(() => (suites.data?.entries ?? []).flatMap(suiteInRun), [suites.data]);
  const version = run.document.Root.General.ProjectVersionNumber;

  const columns = useMemo<ColumnDef<SuiteInRun>[]>(
    () => [
      ...suiteColumns<SuiteInRun>(t, scope, version, (row) => row.document.Root.General),
      {
        id: 'cases',
        header: t('runs.col.suiteCases'),
        cell: ({ row }) => row.original.document.Root.DisplayFields.TotalTestCases,
        meta: { className: 'numeric hide-narrow' },
      },
      {
        id: 'assignee',
        header: t('runs.col.assignee'),
        cell: ({ row }) => <AssigneeCell entry={row.original} editable={editable} />,
      },
      {
        id: 'priority',
        header: t('suites.col.priority'),
        cell: ({ row }) => <PriorityCell entry={row.original} editable={editable} />,
      },
      {
        id: 'actions',
        header: () => <span className="visually-hidden">{t('suites.col.actions')}</span>,
        cell: ({ row }) =>
          editable && (
            <button
              type="button"
              className="icon-button danger"
              aria-label={t('runs.removeSuiteOf', { suite: suiteName(row.original) })}
              onClick={() => setRemoving(row.original)}
              data-testid="remove-suite"
            >
              <span aria-hidden="true">×</span>
            </button>
          ),
        meta: { className: 'actions' },
      },
    ],
    [t, scope, version, editable],
  );

  return (
    <>
      <div className="toolbar run-suites-toolbar">
        <h2 className="section-title">{t('runs.suites')}</h2>
        {editable && (
          <button type="button" className="button primary" onClick={() => setAdding(true)} data-testid="add-suites">
            {t('runs.addSuites')}
          </button>
        )}
      </div>
      <ErrorMessage error={suites.error} onRetry={() => void suites.refetch()} />
      <datalist id={TESTERS_LIST}>
        {run.document.Root.DisplayFields.TestersOfTestCases.map((tester) => (
          <option key={tester} value={tester} />
        ))}
      </datalist>
      <DataTable
        rows={rows}
        columns={columns}
        rowId={(row) => row.linkId}
        query={suites}
        empty={t('runs.noSuites')}
        className="run-suites-table"
        testId="run-suites-table"
        rowTestId="run-suite-row"
      />
      <Pager page={page} pageSize={PAGE_SIZE} total={suites.data?.fullSize ?? 0} onPage={setPage} />
      {editable && (
        <AddToRunDialog
          scope={scope}
          run={run}
          open={adding}
          onClose={() => setAdding(false)}
          onAdded={() => setAdding(false)}
        />
      )}
      <RemoveSuiteDialog run={run} entry={removing} onClose={() => setRemoving(null)} />
    </>
  );
}

/** The suites of a run with their assignee and priority in it; suites go in and out while the run is open. */
export function RunSuites() {
  const { projectId, subProjectId, runId } = route.useParams();
  const scope = useMemo(() => ({ projectId, subProjectId }), [projectId, subProjectId]);
  const { run } = useRun(scope, runId);
  return run ? <SuitesOfRun scope={scope} run={run} /> : null;
}
