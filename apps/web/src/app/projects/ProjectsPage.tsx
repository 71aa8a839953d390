import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { type ColumnDef, flexRender, getCoreRowModel, getExpandedRowModel, useReactTable } from '@tanstack/react-table';
import { Fragment, lazy, Suspense, useMemo } from 'react';
import { documentOf } from '../lib/documents';
import { useT } from '../lib/i18n';
import { type Outputs, trpc } from '../lib/trpc';
import { columnClass, TableHead } from '../ui/DataTable';
import { ErrorMessage } from '../ui/ErrorMessage';

type ProjectEntry = Outputs['projects']['loadProjectsByTenant'][number];

// Pins load with their own words once the projects are known, outside the page's own first download.
const PinnedList = lazy(() => import('../pins/PinnedList').then((m) => ({ default: m.PinnedList })));
// Creating projects is for the few who may: its buttons and dialog load apart too.
const NewProjectButton = lazy(() => import('../projects/CreateButtons').then((m) => ({ default: m.NewProjectButton })));
const NewSubProjectButton = lazy(() =>
  import('../projects/CreateButtons').then((m) => ({ default: m.NewSubProjectButton })),
);

function SubProjects({ project }: { project: ProjectEntry }) {
  const t = useT();
  const general = project.document.Root.General;
  const subs = useQuery(
    trpc.projects.listSubProjects.queryOptions({
      page: { offset: 0, limit: 500 },
      sources: [{ docRef: project.document.__meta.docRef, relationshipModel: 'ProjectSubproject-rm', role: 'parent' }],
    }),
  );
  const create = (
    <Suspense fallback={null}>
      <NewSubProjectButton parent={general} role={project.document.Root.Metadata.CallerRole} />
    </Suspense>
  );
  if (subs.isPending) return <p className="muted">{t('app.loading')}</p>;
  if (subs.error) return <ErrorMessage error={subs.error} onRetry={() => void subs.refetch()} />;
  const entries = subs.data.flatMap((source) => source.linkResultEntries.entries);
  if (entries.length === 0)
    return (
      <>
        <p className="muted">{t('projects.noSub')}</p>
        {create}
      </>
    );
  return (
    <>
      <ul className="sub-projects" aria-label={t('projects.subProjects')}>
        {entries.map((entry) => {
          const sub = documentOf(entry.document, 'Project-dm')?.Root.General;
          if (!sub) return null;
          return (
            <li key={sub.Id}>
              <Link
                to="/p/$projectId/$subProjectId/suites"
                params={{ projectId: general.Id, subProjectId: sub.Id }}
                search={{}}
              >
                <code>{sub.Id}</code> {sub.Title}
              </Link>
              <span className="muted">
                {' '}
                · {t('projects.suites')}: {sub.TestSuites}
              </span>
            </li>
          );
        })}
      </ul>
      {create}
    </>
  );
}

/** The projects of the user's tenant that they have a role in, each with its sub projects on demand; then the pins. */
export function ProjectsPage() {
  const t = useT();
  const projects = useQuery(trpc.projects.loadProjectsByTenant.queryOptions({}));
  const columns = useMemo<ColumnDef<ProjectEntry>[]>(
    () => [
      {
        id: 'expand',
        header: () => <span className="visually-hidden">{t('projects.subProjects')}</span>,
        cell: ({ row }) => (
          <button
            type="button"
            className="icon-button"
            aria-expanded={row.getIsExpanded()}
            aria-label={t('projects.showSub', { project: row.original.document.Root.General.Title })}
            onClick={row.getToggleExpandedHandler()}
            data-testid="toggle-sub-projects"
          >
            <span aria-hidden="true">{row.getIsExpanded() ? '▾' : '▸'}</span>
          </button>
        ),
      },
      {
        id: 'id',
        header: t('projects.id'),
        cell: ({ row }) => <code>{row.original.document.Root.General.Id}</code>,
      },
      {
        id: 'title',
        header: t('projects.name'),
        cell: ({ row }) => {
          const g = row.original.document.Root.General;
          return (
            <Link to="/p/$projectId/$subProjectId/suites" params={{ projectId: g.Id, subProjectId: '_' }} search={{}}>
              {g.Title}
            </Link>
          );
        },
      },
      {
        id: 'description',
        header: t('projects.description'),
        cell: ({ row }) => <span className="clamp">{row.original.document.Root.General.Description}</span>,
        meta: { className: 'hide-narrow' },
      },
      {
        id: 'suites',
        header: t('projects.suites'),
        cell: ({ row }) => row.original.document.Root.General.TestSuites,
        meta: { className: 'numeric' },
      },
    ],
    [t],
  );
  const table = useReactTable({
    data: projects.data ?? [],
    columns,
    getRowId: (row) => row.document.Root.General.Id,
    getRowCanExpand: () => true,
    getCoreRowModel: getCoreRowModel(),
    getExpandedRowModel: getExpandedRowModel(),
  });
  return (
    <section className="page">
      <div className="page-head">
        <h1>{t('projects.title')}</h1>
        <div className="page-actions">
          {projects.data && (
            <Suspense fallback={null}>
              <NewProjectButton />
            </Suspense>
          )}
        </div>
      </div>
      <p className="lead">{t('projects.lead')}</p>
      <ErrorMessage error={projects.error} onRetry={() => void projects.refetch()} />
      <div className="table-wrap">
        <table className="data-table" data-testid="projects-table" aria-busy={projects.isPending}>
          <TableHead table={table} />
          <tbody>
            {projects.isPending && (
              <tr>
                <td colSpan={columns.length} className="muted">
                  {t('app.loading')}
                </td>
              </tr>
            )}
            {projects.data?.length === 0 && (
              <tr>
                <td colSpan={columns.length} className="muted">
                  {t('projects.empty')}
                </td>
              </tr>
            )}
            {table.getRowModel().rows.map((row) => (
              <Fragment key={row.id}>
                <tr>
                  {row.getVisibleCells().map((cell) => (
                    <td key={cell.id} className={columnClass(cell.column.columnDef)}>
                      {flexRender(cell.column.columnDef.cell, cell.getContext())}
                    </td>
                  ))}
                </tr>
                {row.getIsExpanded() && (
                  <tr className="sub-row">
                    <td />
                    <td colSpan={columns.length - 1}>
                      <SubProjects project={row.original} />
                    </td>
                  </tr>
                )}
              </Fragment>
            ))}
          </tbody>
        </table>
      </div>
      {projects.data && projects.data.length > 0 && (
        <Suspense fallback={null}>
          <PinnedList projects={projects.data.map((p) => p.document.Root.General)} />
        </Suspense>
      )}
      <p>
        <Link to="/tokens" data-testid="tokens-link">
          {t('projects.tokens')}
        </Link>
        {' · '}
        <Link to="/users" search={{}} data-testid="users-link">
          {t('projects.users')}
        </Link>
      </p>
    </section>
  );
}
