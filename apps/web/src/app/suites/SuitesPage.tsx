import { Menu, MenuButton, MenuItem, MenuProvider } from '@ariakit/react';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { getRouteApi, Link } from '@tanstack/react-router';
import type { ColumnDef } from '@tanstack/react-table';
import { lazy, Suspense, useMemo, useState } from 'react';
import { entriesOf, type SuiteAnswer } from '../lib/documents';
import { useDraftState } from '../lib/drafts';
import { formatDate, formatPercent, useEnumLabel, useLocale, useT } from '../lib/i18n';
import { useCan } from '../lib/permissions';
import { refreshContent } from '../lib/refresh-content';
import { type Scope, scopeFilters, useVersions } from '../lib/scope';
import { trpc, trpcClient } from '../lib/trpc';
import { PinMenuItem } from '../pins/PinControls';
import { useRiskT } from '../risk/messages';
import { useSettingsT } from '../settings/messages';
import { DataTable } from '../ui/DataTable';
import { FormDialog } from '../ui/Dialog';
import { ErrorMessage } from '../ui/ErrorMessage';
import { Pager } from '../ui/Pager';
import { PriorityOptions } from '../ui/PriorityOptions';
import { ProjectBreadcrumb } from '../ui/ProjectBreadcrumb';
import { SortSelect } from '../ui/SortSelect';
import { suiteColumns } from '../ui/suite-columns';
import { useSearchText } from '../ui/useSearchText';
import { useTaskMutation } from '../ui/useTaskMutation';
import { VersionPicker } from '../ui/VersionPicker';
import { useVersionsT } from '../versions/messages';
import { useSuitesT } from './messages';

const route = getRouteApi('/authed/p/$projectId/$subProjectId/suites');

// Importing and exporting are rare: their dialogs load when first opened.
const ImportDialog = lazy(() => import('../imports/ImportDialog').then((m) => ({ default: m.ImportDialog })));
const ExportDialog = lazy(() => import('../imports/ExportDialog').then((m) => ({ default: m.ExportDialog })));
const EditSuiteDialog = lazy(() => import('../suites/EditSuiteDialog').then((m) => ({ default: m.EditSuiteDialog })));

const PAGE_SIZE = 25;
const sorts = ['Order ASC', 'Title ASC', 'Title DESC', 'Id ASC', 'Id DESC', 'EditedOn DESC', 'CreatedOn DESC'];

function NewVersionDialog({ scope, open, onClose }: { scope: Scope; open: boolean; onClose: () => void }) {
  const t = useT();
  const navigate = route.useNavigate();
  const form = useDraftState(`new-version:${scope.projectId}/${scope.subProjectId}`, { title: '', description: '' });
  const { title, description } = form.value;
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
      onDiscard={form.held ? form.clear : undefined}
      onSubmit={() =>
        create.mutate(
          { title: title.trim(), description },
          {
            onSuccess: () => {
              form.clear();
              onClose();
            },
          },
        )
      }
    >
      <p className="muted">{t('version.newLead')}</p>
      <label className="field">
        <span>{t('version.titleField')}</span>
        <input
          required
          value={title}
          onChange={(e) => form.setValue((v) => ({ ...v, title: e.target.value }))}
          name="title"
        />
      </label>
      <label className="field">
        <span>{t('version.description')}</span>
        <textarea
          rows={3}
          value={description}
          onChange={(e) => form.setValue((v) => ({ ...v, description: e.target.value }))}
        />
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
  const lang = useLocale();
  const form = useDraftState(`new-suite:${scope.projectId}/${scope.subProjectId}`, {
    title: '',
    description: '',
    priority: '',
  });
  const { title, description, priority } = form.value;
  const add = useMutation(trpc.documents.addDocument.mutationOptions({ onSuccess: () => refreshContent() }));
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={t('suites.newTitle')}
      submitLabel={t('dialog.create')}
      busy={add.isPending}
      error={add.error}
      onDiscard={form.held ? form.clear : undefined}
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
              form.clear();
              onClose();
            },
          },
        )
      }
    >
      <label className="field">
        <span>{t('suites.col.title')}</span>
        <input
          required
          value={title}
          onChange={(e) => form.setValue((v) => ({ ...v, title: e.target.value }))}
          name="title"
        />
      </label>
      <label className="field">
        <span>{t('projects.description')}</span>
        <textarea
          rows={3}
          value={description}
          onChange={(e) => form.setValue((v) => ({ ...v, description: e.target.value }))}
        />
      </label>
      <label className="field">
        <span>{t('suites.col.priority')}</span>
        <select value={priority} onChange={(e) => form.setValue((v) => ({ ...v, priority: e.target.value }))}>
          <PriorityOptions empty={t('case.notSet')} />
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

/** A suite's menu: export and pin (reading) for everyone; edit, copy and delete for a role that edits. */
function SuiteActions({ scope, suite, canEdit }: { scope: Scope; suite: SuiteAnswer; canEdit: boolean }) {
  const t = useT();
  const words = useSuitesT();
  const g = suite.document.Root.General;
  const [confirm, setConfirm] = useState(false);
  const [exporting, setExporting] = useState(false);
  const [editing, setEditing] = useState(false);
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
          <MenuItem className="menu-item" onClick={() => setExporting(true)} data-testid="suite-export">
            {t('exports.suite')}
          </MenuItem>
          <PinMenuItem docRef={suite.docRef} pinned={suite.document.Root.Metadata.IsPinned} item={name} />
          {canEdit && (
            <>
              <MenuItem className="menu-item" onClick={() => setEditing(true)} data-testid="suite-edit">
                {words('suiteEdit.open')}
              </MenuItem>
              <MenuItem className="menu-item" onClick={() => copy.mutate(undefined)}>
                {t('suites.copy')}
              </MenuItem>
              <MenuItem className="menu-item danger" onClick={() => setConfirm(true)}>
                {t('suites.delete')}
              </MenuItem>
            </>
          )}
        </Menu>
      </MenuProvider>
      <ErrorMessage error={copy.error} />
      {editing && (
        <Suspense fallback={null}>
          <EditSuiteDialog scope={scope} suite={suite} onClose={() => setEditing(false)} onSaved={refreshContent} />
        </Suspense>
      )}
      {exporting && (
        <Suspense fallback={null}>
          <ExportDialog
            scope={scope}
            version={g.ProjectVersionNumber}
            suite={{ id: g.Id, name }}
            onClose={() => setExporting(false)}
          />
        </Suspense>
      )}
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
  const lang = useLocale();
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
      <span className="small">
        {t('suites.automated', { percent: formatPercent(lang, f.PercentageOfAutomatedCases) })}
      </span>
    </div>
  );
}

/** The suites of one version with their figures: search, filter, sort, pages; create, copy and delete. */
export function SuitesPage() {
  const t = useT();
  const versionWords = useVersionsT();
  const settingsWords = useSettingsT();
  const riskWords = useRiskT();
  const lang = useLocale();
  const label = useEnumLabel();
  const { projectId, subProjectId } = route.useParams();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const scope: Scope = { projectId, subProjectId, version: search.v };
  const { versions, chosen, query: versionsQuery } = useVersions(scope);
  const canEdit = useCan(scope)('edit');
  const version = chosen?.document.Root.General.VersionNumber;
  const [text, setText] = useSearchText(
    search.q,
    (q) => void navigate({ search: (s) => ({ ...s, q, page: undefined }), replace: true }),
  );
  const [dialog, setDialog] = useState<'version' | 'suite' | 'import' | 'export' | null>(null);
  const page = search.page ?? 1;
  const sort = search.sort && sorts.includes(search.sort) ? search.sort : 'Order ASC';

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
      ...suiteColumns<SuiteAnswer>(t, { projectId, subProjectId }, search.v, (row) => row.document.Root.General),
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
        cell: ({ row }) => <SuiteActions scope={{ projectId, subProjectId }} suite={row.original} canEdit={canEdit} />,
        meta: { className: 'actions' },
      },
    ],
    [t, label, lang, projectId, subProjectId, search.v, canEdit],
  );

  return (
    <section className="page">
      <ProjectBreadcrumb scope={scope} />
      <div className="page-head">
        <h1>{t('suites.title')}</h1>
        <div className="page-actions">
          <VersionPicker
            versions={versions}
            value={version}
            onChange={(v) => void navigate({ search: (s) => ({ ...s, v, page: undefined }) })}
          />
          <Link
            className="button"
            to="/p/$projectId/$subProjectId/versions"
            params={{ projectId, subProjectId }}
            data-testid="versions-link"
          >
            {versionWords('versions.open')}
          </Link>
          <Link
            className="button"
            to="/p/$projectId/$subProjectId/settings"
            params={{ projectId, subProjectId }}
            data-testid="settings-link"
          >
            {settingsWords('settings.open')}
          </Link>
          <Link
            className="button"
            to="/p/$projectId/$subProjectId/risk"
            params={{ projectId, subProjectId }}
            search={{ v: search.v }}
            data-testid="risk-link"
          >
            {riskWords('risk.open')}
          </Link>
          <button type="button" className="button" onClick={() => setDialog('export')} data-testid="export-version">
            {t('exports.version')}
          </button>
          {canEdit && (
            <>
              <button type="button" className="button" onClick={() => setDialog('import')} data-testid="import-cases">
                {t('imports.open')}
              </button>
              <button type="button" className="button" onClick={() => setDialog('version')} data-testid="new-version">
                {t('version.new')}
              </button>
              <button
                type="button"
                className="button primary"
                onClick={() => setDialog('suite')}
                data-testid="new-suite"
              >
                {t('suites.new')}
              </button>
            </>
          )}
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
            <PriorityOptions empty={t('suites.anyPriority')} />
          </select>
        </label>
        <SortSelect
          sorts={sorts}
          value={sort}
          onChange={(value) => void navigate({ search: (s) => ({ ...s, sort: value, page: undefined }) })}
          testId="suite-sort"
        />
      </search>
      <ErrorMessage error={suites.error} onRetry={() => void suites.refetch()} />
      <DataTable
        rows={rows}
        columns={columns}
        rowId={(row) => row.docRef}
        query={suites}
        empty={t('suites.empty')}
        className="suites-table"
        testId="suites-table"
        rowTestId="suite-row"
      />
      <Pager
        page={page}
        pageSize={PAGE_SIZE}
        total={total}
        onPage={(n) => void navigate({ search: (s) => ({ ...s, page: n > 1 ? n : undefined }) })}
      />
      <NewVersionDialog scope={scope} open={dialog === 'version'} onClose={() => setDialog(null)} />
      <NewSuiteDialog scope={scope} version={version} open={dialog === 'suite'} onClose={() => setDialog(null)} />
      {(dialog === 'import' || dialog === 'export') && (
        <Suspense fallback={null}>
          {dialog === 'import' ? (
            <ImportDialog
              scope={scope}
              version={version}
              onClose={() => setDialog(null)}
              onImported={() => void refreshContent()}
            />
          ) : (
            <ExportDialog scope={scope} version={version} onClose={() => setDialog(null)} />
          )}
        </Suspense>
      )}
    </section>
  );
}
