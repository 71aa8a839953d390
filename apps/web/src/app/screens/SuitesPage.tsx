import { Menu, MenuButton, MenuItem, MenuProvider } from '@ariakit/react';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { getRouteApi, Link } from '@tanstack/react-router';
import { type ColumnDef, flexRender, getCoreRowModel, useReactTable } from '@tanstack/react-table';
import { useEffect, useMemo, useState } from 'react';
import { entriesOf, type SuiteAnswer } from '../lib/documents';
import { enumValues, formatDate, useEnumLabel, useLocale, useT } from '../lib/i18n';
import type { MessageKey } from '../lib/messages';
import { type Scope, scopeFilters, useProjectWithVersion, useVersions } from '../lib/scope';
import { queryClient, trpc, trpcClient } from '../lib/trpc';
import { FormDialog } from '../ui/Dialog';
import { ErrorMessage } from '../ui/ErrorMessage';
import { useTaskMutation } from '../ui/useTaskMutation';
import { VersionPicker } from '../ui/VersionPicker';
import { columnClass } from './ProjectsPage';

const route = getRouteApi('/authed/p/$projectId/$subProjectId/suites');

const PAGE_SIZE = 25;
const sorts = ['Order ASC', 'Title ASC', 'Title DESC', 'Id ASC', 'Id DESC', 'EditedOn DESC', 'CreatedOn DESC'];

/** Everything that shows suites of a scope reads again after a change. */
export const refreshContent = () =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: trpc.content.pathKey() }),
    queryClient.invalidateQueries({ queryKey: trpc.projects.pathKey() }),
  ]);

function ScopeHeading({ scope }: { scope: Scope }) {
  const t = useT();
  const project = useProjectWithVersion(scope);
  const g = project.data?.document.Root.General;
  return (
    <nav aria-label={t('nav.breadcrumb')} className="breadcrumb">
      <ol>
        <li>
          <Link to="/">{t('nav.projects')}</Link>
        </li>
        <li aria-current="page">
          <code>{scope.subProjectId === '_' ? scope.projectId : scope.subProjectId}</code> {g?.Title ?? '…'}
        </li>
      </ol>
    </nav>
  );
}

function NewVersionDialog({ scope, open, onClose }: { scope: Scope; open: boolean; onClose: () => void }) {
  const t = useT();
  const navigate = route.useNavigate();
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const create = useTaskMutation(
    (input: { title: string; description: string }) =>
      trpcClient.tasks.createProjectVersion.mutate({
        document: {
          Root: {
            General: {
              ProjectId: scope.projectId,
              SubprojectId: scope.subProjectId,
              Title: input.title,
              Description: input.description,
            },
          },
        },
      }),
    (input) => ({
      type: 'CREATE_PROJECT_VERSION',
      subject: input.title,
      onDone: () => {
        void refreshContent();
        void navigate({ search: (s) => ({ ...s, v: undefined, page: undefined }) });
      },
    }),
  );
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={t('version.newTitle')}
      submitLabel={t('dialog.create')}
      busy={create.isPending}
      error={create.error}
      onSubmit={() =>
        create.mutate(
          { title: title.trim(), description },
          {
            onSuccess: () => {
              setTitle('');
              setDescription('');
              onClose();
            },
          },
        )
      }
    >
      <p className="muted">{t('version.newLead')}</p>
      <label className="field">
        <span>{t('version.titleField')}</span>
        <input required value={title} onChange={(e) => setTitle(e.target.value)} name="title" />
      </label>
      <label className="field">
        <span>{t('version.description')}</span>
        <textarea rows={3} value={description} onChange={(e) => setDescription(e.target.value)} />
      </label>
    </FormDialog>
  );
}

function NewSuiteDialog({
  scope,
  version,
  open,
  onClose,
}: {
  scope: Scope;
  version: number | undefined;
  open: boolean;
  onClose: () => void;
}) {
  const t = useT();
  const label = useEnumLabel();
  const lang = useLocale();
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const [priority, setPriority] = useState('');
  const add = useMutation(trpc.documents.addDocument.mutationOptions({ onSuccess: () => refreshContent() }));
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={t('suites.newTitle')}
      submitLabel={t('dialog.create')}
      busy={add.isPending}
      error={add.error}
      onSubmit={() =>
        add.mutate(
          {
            documentModelName: 'TestSuite-dm',
            locale: lang,
            document: {
              Root: {
                General: {
                  ProjectId: scope.projectId,
                  SubprojectId: scope.subProjectId,
                  ...(version ? { ProjectVersionNumber: version } : {}),
                  Title: title.trim(),
                  Description: description,
                  RecommendedPriority: priority ? { Value: priority } : null,
                },
              },
            },
          },
          {
            onSuccess: () => {
              setTitle('');
              setDescription('');
              setPriority('');
              onClose();
            },
          },
        )
      }
    >
      <label className="field">
        <span>{t('suites.col.title')}</span>
        <input required value={title} onChange={(e) => setTitle(e.target.value)} name="title" />
      </label>
      <label className="field">
        <span>{t('projects.description')}</span>
        <textarea rows={3} value={description} onChange={(e) => setDescription(e.target.value)} />
      </label>
      <label className="field">
        <span>{t('suites.col.priority')}</span>
        <select value={priority} onChange={(e) => setPriority(e.target.value)}>
          <option value="">{t('case.notSet')}</option>
          {enumValues('RecommendedPriority').map((v) => (
            <option key={v} value={v}>
              {label('RecommendedPriority', v)}
            </option>
          ))}
        </select>
      </label>
    </FormDialog>
  );
}

/**
 * DELETE_TEST_SUITE answers `OK` rather than its task: the task is the newest DELETE_TEST_SUITE of the project that
 * names this suite.
 */
async function deleteTaskOf(scope: Scope, suite: SuiteAnswer): Promise<string> {
  const list = await trpcClient.content.listDocuments.query({
    documentModelName: 'TaskRequest-dm',
    filter: { filters: [...scopeFilters(scope, undefined), 'Type:DELETE_TEST_SUITE'] },
    page: { offset: 0, limit: 20 },
    sort: ['CreatedOn DESC'],
  });
  const id = suite.document.Root.General.TechnicalId;
  const task = entriesOf(list.entries, 'TaskRequest-dm').find((t) =>
    t.document.Root.Parameters.some((p) => p.Value.includes(id)),
  );
  if (!task) throw new Error(`No DELETE_TEST_SUITE task names ${suite.document.Root.General.Id}.`);
  return task.docRef;
}

function SuiteActions({ scope, suite }: { scope: Scope; suite: SuiteAnswer }) {
  const t = useT();
  const g = suite.document.Root.General;
  const [confirm, setConfirm] = useState(false);
  const name = `${g.Id} ${g.Title}`;
  const copy = useTaskMutation(
    () =>
      trpcClient.tasks.copyTestSuite.mutate({
        testSuiteDocRef: suite.docRef,
        title: t('suites.copyTitle', { title: g.Title }),
      }),
    () => ({ type: 'COPY_TEST_SUITE', subject: name, onDone: () => void refreshContent() }),
  );
  const remove = useTaskMutation(
    async () => {
      await trpcClient.tasks.deleteTestSuite.mutate({ testSuiteDocRef: suite.docRef });
      return deleteTaskOf(scope, suite);
    },
    () => ({ type: 'DELETE_TEST_SUITE', subject: name, onDone: () => void refreshContent() }),
  );
  return (
    <>
      <MenuProvider>
        <MenuButton
          className="icon-button"
          aria-label={t('suites.actions', { suite: name })}
          data-testid="suite-actions"
        >
          <span aria-hidden="true">⋯</span>
        </MenuButton>
        <Menu className="menu" gutter={4} portal>
          <MenuItem className="menu-item" onClick={() => copy.mutate(undefined)}>
            {t('suites.copy')}
          </MenuItem>
          <MenuItem className="menu-item danger" onClick={() => setConfirm(true)}>
            {t('suites.delete')}
          </MenuItem>
        </Menu>
      </MenuProvider>
      <ErrorMessage error={copy.error} />
      <FormDialog
        open={confirm}
        onClose={() => {
          setConfirm(false);
          remove.reset();
        }}
        title={t('suites.deleteTitle', { suite: name })}
        submitLabel={t('dialog.delete')}
        danger
        busy={remove.isPending}
        error={remove.error}
        onSubmit={() => remove.mutate(undefined, { onSuccess: () => setConfirm(false) })}
      >
        <p>{t('suites.deleteLead')}</p>
      </FormDialog>
    </>
  );
}

function AutomationCell({ suite }: { suite: SuiteAnswer }) {
  const t = useT();
  const label = useEnumLabel();
  const f = suite.document.Root.DisplayFields;
  const total = f.TotalTestCases || 1;
  return (
    <div className="coverage">
      <div className="coverage-bar" aria-hidden="true">
        {f.AutomationCoverage.filter((c) => c.count > 0).map((c) => (
          <span
            key={c.name}
            className={`coverage-${c.name.toLowerCase()}`}
            style={{ width: `${(100 * c.count) / total}%` }}
            title={`${label('Automation', c.name)}: ${c.count}`}
          />
        ))}
      </div>
      <span className="small">{t('suites.automated', { percent: f.PercentageOfAutomatedCases })}</span>
    </div>
  );
}

/** The suites of one version with their figures: search, filter, sort, pages; create, copy and delete. */
export function SuitesPage() {
  const t = useT();
  const lang = useLocale();
  const label = useEnumLabel();
  const { projectId, subProjectId } = route.useParams();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const scope: Scope = { projectId, subProjectId, version: search.v };
  const { versions, chosen, query: versionsQuery } = useVersions(scope);
  const version = chosen?.document.Root.General.VersionNumber;
  const [text, setText] = useState(search.q ?? '');
  const [dialog, setDialog] = useState<'version' | 'suite' | null>(null);
  const page = search.page ?? 1;
  const sort = search.sort && sorts.includes(search.sort) ? search.sort : 'Order ASC';

  // The search box writes the address a moment after typing stops; back and forward bring earlier searches back.
  useEffect(() => {
    const q = text.trim() || undefined;
    if (q === search.q) return;
    const timer = setTimeout(
      () => void navigate({ search: (s) => ({ ...s, q, page: undefined }), replace: true }),
      300,
    );
    return () => clearTimeout(timer);
  }, [text, search.q, navigate]);
  useEffect(() => setText(search.q ?? ''), [search.q]);

  const suites = useQuery({
    ...trpc.content.listTestSuites.queryOptions({
      projectSpec: { projectId, subProjectId, ...(version ? { projectVersionNumber: version } : {}) },
      filter: {
        filters: search.priority ? [`RecommendedPriority:${search.priority}`] : [],
        ...(search.q ? { fulltext: search.q, lang } : {}),
      },
      page: { offset: (page - 1) * PAGE_SIZE, limit: PAGE_SIZE },
      sort: [sort],
    }),
    enabled: Boolean(version),
    placeholderData: keepPreviousData,
  });
  const rows = entriesOf(suites.data?.entries, 'TestSuite-dm');
  const total = suites.data?.fullSize ?? 0;

  const columns = useMemo<ColumnDef<SuiteAnswer>[]>(
    () => [
      { id: 'id', header: t('suites.col.id'), cell: ({ row }) => <code>{row.original.document.Root.General.Id}</code> },
      {
        id: 'title',
        header: t('suites.col.title'),
        cell: ({ row }) => {
          const g = row.original.document.Root.General;
          return (
            <Link
              to="/p/$projectId/$subProjectId/suites/$suiteId"
              params={{ projectId, subProjectId, suiteId: g.Id }}
              search={{ v: search.v }}
              className="strong"
            >
              {g.Title}
            </Link>
          );
        },
      },
      {
        id: 'priority',
        header: t('suites.col.priority'),
        cell: ({ row }) => label('RecommendedPriority', row.original.document.Root.General.RecommendedPriority?.Value),
        meta: { className: 'hide-narrow' },
      },
      {
        id: 'cases',
        header: t('suites.col.cases'),
        cell: ({ row }) => row.original.document.Root.DisplayFields.TotalTestCases,
        meta: { className: 'numeric' },
      },
      {
        id: 'automation',
        header: t('suites.col.automation'),
        cell: ({ row }) => <AutomationCell suite={row.original} />,
        meta: { className: 'hide-narrow' },
      },
      {
        id: 'assignees',
        header: t('suites.col.assignees'),
        cell: ({ row }) => row.original.document.Root.DisplayFields.AssigneesOfTestCases.join(', '),
        meta: { className: 'hide-narrow' },
      },
      {
        id: 'latest',
        header: t('suites.col.latest'),
        cell: ({ row }) => {
          const latest = row.original.document.Root.Metadata.LatestTestCaseExecutionData;
          return latest ? (
            <span className="small">
              {t('suites.latest', { date: formatDate(lang, latest.TestedOn), run: latest.TestRunTitle })}
            </span>
          ) : (
            <span className="muted small">{t('suites.never')}</span>
          );
        },
        meta: { className: 'hide-narrow' },
      },
      {
        id: 'actions',
        header: () => <span className="visually-hidden">{t('suites.col.actions')}</span>,
        cell: ({ row }) => <SuiteActions scope={{ projectId, subProjectId }} suite={row.original} />,
        meta: { className: 'actions' },
      },
    ],
    [t, label, lang, projectId, subProjectId, search.v],
  );
  const table = useReactTable({
    data: rows,
    columns,
    getRowId: (row) => row.docRef,
    getCoreRowModel: getCoreRowModel(),
    manualPagination: true,
    manualSorting: true,
    manualFiltering: true,
    rowCount: total,
  });
  const from = total === 0 ? 0 : (page - 1) * PAGE_SIZE + 1;
  const to = Math.min(total, page * PAGE_SIZE);

  return (
    <section className="page">
      <ScopeHeading scope={scope} />
      <div className="page-head">
        <h1>{t('suites.title')}</h1>
        <div className="page-actions">
          <VersionPicker
            versions={versions}
            value={version}
            onChange={(v) => void navigate({ search: (s) => ({ ...s, v, page: undefined }) })}
          />
          <button type="button" className="button" onClick={() => setDialog('version')} data-testid="new-version">
            {t('version.new')}
          </button>
          <button type="button" className="button primary" onClick={() => setDialog('suite')} data-testid="new-suite">
            {t('suites.new')}
          </button>
        </div>
      </div>
      <ErrorMessage error={versionsQuery.error} onRetry={() => void versionsQuery.refetch()} />
      <search className="toolbar">
        <label className="field grow">
          <span>{t('suites.search')}</span>
          <input
            type="search"
            value={text}
            placeholder={t('suites.searchPlaceholder')}
            onChange={(e) => setText(e.target.value)}
            data-shortcut-search
            aria-keyshortcuts="/"
            data-testid="suite-search"
          />
        </label>
        <label className="field">
          <span>{t('suites.priorityFilter')}</span>
          <select
            value={search.priority ?? ''}
            onChange={(e) =>
              void navigate({ search: (s) => ({ ...s, priority: e.target.value || undefined, page: undefined }) })
            }
            data-testid="priority-filter"
          >
            <option value="">{t('suites.anyPriority')}</option>
            {enumValues('RecommendedPriority').map((v) => (
              <option key={v} value={v}>
                {label('RecommendedPriority', v)}
              </option>
            ))}
          </select>
        </label>
        <label className="field">
          <span>{t('suites.sort')}</span>
          <select
            value={sort}
            onChange={(e) =>
              void navigate({
                search: (s) => ({
                  ...s,
                  sort: e.target.value === 'Order ASC' ? undefined : e.target.value,
                  page: undefined,
                }),
              })
            }
            data-testid="suite-sort"
          >
            {sorts.map((s) => (
              <option key={s} value={s}>
                {t(`sort.${s}` as MessageKey)}
              </option>
            ))}
          </select>
        </label>
      </search>
      <ErrorMessage error={suites.error} onRetry={() => void suites.refetch()} />
      <div className="table-wrap">
        <table className="data-table suites-table" data-testid="suites-table" aria-busy={suites.isFetching}>
          <thead>
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {group.headers.map((header) => (
                  <th key={header.id} scope="col" className={columnClass(header.column.columnDef)}>
                    {flexRender(header.column.columnDef.header, header.getContext())}
                  </th>
                ))}
              </tr>
            ))}
          </thead>
          <tbody>
            {suites.isPending && (
              <tr>
                <td colSpan={columns.length} className="muted">
                  {t('app.loading')}
                </td>
              </tr>
            )}
            {suites.data && rows.length === 0 && (
              <tr>
                <td colSpan={columns.length} className="muted">
                  {t('suites.empty')}
                </td>
              </tr>
            )}
            {table.getRowModel().rows.map((row) => (
              <tr key={row.id} data-testid="suite-row">
                {row.getVisibleCells().map((cell) => (
                  <td key={cell.id} className={columnClass(cell.column.columnDef)}>
                    {flexRender(cell.column.columnDef.cell, cell.getContext())}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <nav className="pager" aria-label={t('page.nav')}>
        <span data-testid="page-summary">{t('page.summary', { from, to, total })}</span>
        <button
          type="button"
          className="button small"
          disabled={page <= 1}
          onClick={() => void navigate({ search: (s) => ({ ...s, page: page - 1 > 1 ? page - 1 : undefined }) })}
        >
          {t('page.previous')}
        </button>
        <button
          type="button"
          className="button small"
          disabled={to >= total}
          onClick={() => void navigate({ search: (s) => ({ ...s, page: page + 1 }) })}
          data-testid="next-page"
        >
          {t('page.next')}
        </button>
      </nav>
      <NewVersionDialog scope={scope} open={dialog === 'version'} onClose={() => setDialog(null)} />
      <NewSuiteDialog scope={scope} version={version} open={dialog === 'suite'} onClose={() => setDialog(null)} />
    </section>
  );
}
