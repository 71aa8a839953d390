import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { lazy, Suspense, useState } from 'react';
import { entriesOf } from '../lib/documents';
import { listPage, PAGE_SIZE } from '../lib/list-page';
import { useCan } from '../lib/permissions';
import { refreshContent } from '../lib/refresh-content';
import { type Scope, useVersions } from '../lib/scope';
import { useScopePage } from '../lib/scope-page';
import { trpc } from '../lib/trpc';
import { DataTable } from '../ui/DataTable';
import { ErrorMessage } from '../ui/ErrorMessage';
import { FilterSelect } from '../ui/FilterSelect';
import { PageHead } from '../ui/PageHead';
import { Pager } from '../ui/Pager';
import { PriorityOptions } from '../ui/PriorityOptions';
import { ProjectBreadcrumb } from '../ui/ProjectBreadcrumb';
import { SearchField } from '../ui/SearchField';
import { SortSelect } from '../ui/SortSelect';
import { VersionPicker } from '../ui/VersionPicker';
import { NewVersionDialog } from '../versions/NewVersionDialog';
import { NewSuiteDialog } from './NewSuiteDialog';
import { ScopeLinks } from './ScopeLinks';
import { useSuiteColumns } from './useSuiteColumns';

const route = getRouteApi('/authed/p/$projectId/$subProjectId/suites');

// Importing and exporting are rare: their dialogs load when first opened.
const ImportDialog = lazy(() => import('../imports/ImportDialog').then((m) => ({ default: m.ImportDialog })));
const ExportDialog = lazy(() => import('../imports/ExportDialog').then((m) => ({ default: m.ExportDialog })));

const sorts = ['Order ASC', 'Title ASC', 'Title DESC', 'Id ASC', 'Id DESC', 'EditedOn DESC', 'CreatedOn DESC'];

/** The suites of one version with their figures: search, filter, sort, pages; create, copy and delete. */
export function SuitesPage() {
  const { t, lang, search, navigate, scope: project } = useScopePage(route);
  const scope: Scope = { ...project, version: search.v };
  const { versions, version, query: versionsQuery } = useVersions(scope);
  const canEdit = useCan(scope)('edit');
  const [dialog, setDialog] = useState<'version' | 'suite' | 'import' | 'export' | null>(null);
  const { page, sort, fulltext, slice } = listPage(search, sorts, lang);

  const suites = useQuery({
    ...trpc.suites.listTestSuites.queryOptions({
      projectSpec: { ...project, ...(version ? { projectVersionNumber: version } : {}) },
      filter: {
        filters: search.priority ? [`RecommendedPriority:${search.priority}`] : [],
        ...fulltext,
      },
      ...slice,
    }),
    enabled: Boolean(version),
    placeholderData: keepPreviousData,
  });
  const rows = entriesOf(suites.data?.entries, 'TestSuite-dm');
  const total = suites.data?.fullSize ?? 0;
  const columns = useSuiteColumns(scope, canEdit);

  return (
    <section className="page">
      <ProjectBreadcrumb scope={scope} />
      <PageHead
        title={t('suites.title')}
        actions={
          <>
            <VersionPicker
              versions={versions}
              value={version}
              onChange={(v) => void navigate({ search: (s) => ({ ...s, v, page: undefined }) })}
            />
            <ScopeLinks scope={scope} />
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
          </>
        }
      />
      <ErrorMessage error={versionsQuery.error} onRetry={() => void versionsQuery.refetch()} />
      <search className="toolbar">
        <SearchField
          label={t('suites.search')}
          placeholder={t('suites.searchPlaceholder')}
          value={search.q}
          onSearch={(q) => void navigate({ search: (s) => ({ ...s, q, page: undefined }), replace: true })}
          testId="suite-search"
        />
        <FilterSelect
          label={t('suites.priorityFilter')}
          value={search.priority}
          onChange={(priority) => void navigate({ search: (s) => ({ ...s, priority, page: undefined }) })}
          testId="priority-filter"
        >
          <PriorityOptions empty={t('suites.anyPriority')} />
        </FilterSelect>
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
      <NewVersionDialog
        scope={scope}
        open={dialog === 'version'}
        onClose={() => setDialog(null)}
        onCreated={() => {
          void refreshContent();
          void navigate({ search: (s) => ({ ...s, v: undefined, page: undefined }) });
        }}
      />
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
