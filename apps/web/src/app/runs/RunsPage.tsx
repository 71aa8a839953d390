import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getRouteApi, Link } from '@tanstack/react-router';
import type { ColumnDef } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { QfExportButton } from '../automation/AutomationButtons';
import { entriesOf } from '../lib/documents';
import { formatDate } from '../lib/i18n';
import { listPage, PAGE_SIZE } from '../lib/list-page';
import { useCan } from '../lib/permissions';
import { useVersions } from '../lib/scope';
import { useScopePage } from '../lib/scope-page';
import { trpc } from '../lib/trpc';
import { AcrossRunsLink } from '../trends/AcrossRunsLink';
import { actionsColumn } from '../ui/actions-column';
import { DataTable } from '../ui/DataTable';
import { ErrorMessage } from '../ui/ErrorMessage';
import { FilterSelect } from '../ui/FilterSelect';
import { PageHead } from '../ui/PageHead';
import { Pager } from '../ui/Pager';
import { SearchField } from '../ui/SearchField';
import { SortSelect } from '../ui/SortSelect';
import { VersionPicker } from '../ui/VersionPicker';
import { NewRunDialog } from './NewRunDialog';
import { RunActions } from './RunActions';
import { RunProgress } from './RunProgress';
import { RunStatus } from './RunStatus';
import { RunsBreadcrumb } from './RunsBreadcrumb';
import { type RunAnswer, runScopeFilters } from './run-data';

const route = getRouteApi('/authed/p/$projectId/$subProjectId/runs');

const sorts = [
  'CreatedOn DESC',
  'CreatedOn ASC',
  'Title ASC',
  'Title DESC',
  'Id DESC',
  'Id ASC',
  'EditedOn DESC',
  'ClosedOn DESC',
];
/** The address's status numbers: 1 open, 2 closed. */
const statusFilter: Record<number, string> = { 1: 'Status:active', 2: 'Status:inactive' };

/** The runs of a project or sub project: filters by status, tester and version, search, sort, pages; create. */
export function RunsPage() {
  const { t, lang, params, search, navigate, scope } = useScopePage(route);
  const { projectId, subProjectId } = params;
  const can = useCan(scope);
  const { versions, query: versionsQuery } = useVersions(scope);
  const [creating, setCreating] = useState(false);
  const { page, sort, fulltext, slice } = listPage(search, sorts, lang);
  const status = search.status ? statusFilter[search.status] : undefined;

  const runs = useQuery({
    ...trpc.documents.listDocuments.queryOptions({
      documentModelName: 'TestRun-dm',
      filter: {
        filters: [
          ...runScopeFilters(scope),
          ...(search.v ? [`ProjectVersionNumber:${search.v}`] : []),
          ...(status ? [status] : []),
          ...(search.tester ? [`Tester:${search.tester}`] : []),
        ],
        ...fulltext,
      },
      ...slice,
    }),
    placeholderData: keepPreviousData,
  });
  const rows = entriesOf(runs.data?.entries, 'TestRun-dm');
  const testers = runs.data?.filterItemMap?.Tester ?? [];

  const columns = useMemo<ColumnDef<RunAnswer>[]>(
    () => [
      { id: 'id', header: t('runs.col.id'), cell: ({ row }) => <code>{row.original.document.Root.General.Id}</code> },
      {
        id: 'title',
        header: t('runs.col.title'),
        cell: ({ row }) => {
          const g = row.original.document.Root.General;
          return (
            <Link
              to="/p/$projectId/$subProjectId/runs/$runId"
              params={{ projectId, subProjectId, runId: g.Id }}
              className="strong"
            >
              {g.Title}
            </Link>
          );
        },
      },
      {
        id: 'version',
        header: t('runs.col.version'),
        cell: ({ row }) => {
          const v = row.original.document.Root.Metadata.AssignedToVersion;
          return `${v.AssignedToNumber} · ${v.AssignedToTitle}`;
        },
        meta: { className: 'hide-narrow' },
      },
      { id: 'status', header: t('runs.col.status'), cell: ({ row }) => <RunStatus run={row.original} /> },
      {
        id: 'configuration',
        header: t('runs.col.configuration'),
        cell: ({ row }) => <span className="clamp">{row.original.document.Root.General.Configuration}</span>,
        meta: { className: 'hide-narrow' },
      },
      {
        id: 'testers',
        header: t('runs.col.testers'),
        cell: ({ row }) => row.original.document.Root.DisplayFields.TestersOfTestCases.join(', '),
        meta: { className: 'hide-narrow' },
      },
      { id: 'progress', header: t('runs.col.progress'), cell: ({ row }) => <RunProgress run={row.original} /> },
      {
        id: 'dates',
        header: t('runs.col.dates'),
        cell: ({ row }) => {
          const m = row.original.document.Root.Metadata;
          return (
            <span className="small run-dates">
              <span>{t('runs.created', { date: formatDate(lang, m.CreatedOn) })}</span>
              {m.ClosedOn && <span>{t('runs.closedOn', { date: formatDate(lang, m.ClosedOn) })}</span>}
            </span>
          );
        },
        meta: { className: 'hide-narrow' },
      },
      actionsColumn<RunAnswer>(t, (run) => <RunActions scope={{ projectId, subProjectId }} run={run} layout="menu" />),
    ],
    [t, lang, projectId, subProjectId],
  );

  return (
    <section className="page">
      <RunsBreadcrumb scope={scope} />
      <PageHead
        title={t('runs.title')}
        actions={
          <>
            <AcrossRunsLink scope={scope} version={search.v} />
            <QfExportButton scope={scope} version={search.v} />
            {can('edit') && (
              <button type="button" className="button primary" onClick={() => setCreating(true)} data-testid="new-run">
                {t('runs.new')}
              </button>
            )}
          </>
        }
      />
      <ErrorMessage error={versionsQuery.error} onRetry={() => void versionsQuery.refetch()} />
      <search className="toolbar">
        <SearchField
          label={t('runs.search')}
          placeholder={t('runs.searchPlaceholder')}
          value={search.q}
          onSearch={(q) => void navigate({ search: (s) => ({ ...s, q, page: undefined }), replace: true })}
          testId="run-search"
        />
        <FilterSelect
          label={t('runs.col.status')}
          value={search.status}
          onChange={(status) =>
            void navigate({ search: (s) => ({ ...s, status: Number(status) || undefined, page: undefined }) })
          }
          testId="status-filter"
        >
          <option value="">{t('runs.anyStatus')}</option>
          <option value="1">{t('runs.status.active')}</option>
          <option value="2">{t('runs.status.inactive')}</option>
        </FilterSelect>
        <FilterSelect
          label={t('runs.tester')}
          value={search.tester}
          onChange={(tester) => void navigate({ search: (s) => ({ ...s, tester, page: undefined }) })}
          testId="tester-filter"
        >
          <option value="">{t('runs.anyTester')}</option>
          {search.tester && !testers.some((tester) => tester.Value === search.tester) && (
            <option value={search.tester}>{search.tester}</option>
          )}
          {testers.map((tester) => (
            <option key={tester.Value} value={tester.Value}>
              {t('runs.testerOption', { name: tester.DisplayName, count: tester.Count })}
            </option>
          ))}
        </FilterSelect>
        <VersionPicker
          versions={versions}
          value={search.v}
          anyLabel={t('runs.anyVersion')}
          onChange={(v) => void navigate({ search: (s) => ({ ...s, v, page: undefined }) })}
        />
        <SortSelect
          sorts={sorts}
          value={sort}
          onChange={(value) => void navigate({ search: (s) => ({ ...s, sort: value, page: undefined }) })}
          testId="run-sort"
        />
      </search>
      <ErrorMessage error={runs.error} onRetry={() => void runs.refetch()} />
      <DataTable
        rows={rows}
        columns={columns}
        rowId={(row) => row.docRef}
        query={runs}
        empty={t('runs.empty')}
        className="runs-table"
        testId="runs-table"
        rowTestId="run-row"
      />
      <Pager
        page={page}
        pageSize={PAGE_SIZE}
        total={runs.data?.fullSize ?? 0}
        onPage={(n) => void navigate({ search: (s) => ({ ...s, page: n > 1 ? n : undefined }) })}
      />
      <NewRunDialog
        scope={scope}
        versions={versions}
        version={search.v}
        open={creating}
        onClose={() => setCreating(false)}
      />
    </section>
  );
}
