import { Menu, MenuButton, MenuItem, MenuProvider } from '@ariakit/react';
import { getRouteApi, Link } from '@tanstack/react-router';
import type { ColumnDef } from '@tanstack/react-table';
import { useEffect, useMemo, useState } from 'react';
import type { VersionAnswer } from '../lib/documents';
import { formatDate, useLocale } from '../lib/i18n';
import { useCan } from '../lib/permissions';
import { type Scope, useVersions } from '../lib/scope';
import { DataTable } from '../ui/DataTable';
import { ErrorMessage } from '../ui/ErrorMessage';
import { PageHead } from '../ui/PageHead';
import { ProjectBreadcrumb } from '../ui/ProjectBreadcrumb';
import { useVersionsT } from './messages';
import { CloseVersionDialog, DeleteVersionDialog, EditVersionDialog } from './VersionDialogs';
import { versionName, versionState } from './version-data';

const route = getRouteApi('/authed/p/$projectId/$subProjectId/versions');

/** How often the list is read again while a version waits to close: the close of its last open run closes it. */
const CLOSING_POLL_MS = 3_000;

type Action = 'edit' | 'close' | 'delete';

/** Where a version stands, with a link to the open runs a closing version waits for. */
function VersionStatus({ scope, version }: { scope: Scope; version: VersionAnswer }) {
  const words = useVersionsT();
  const lang = useLocale();
  const g = version.document.Root.General;
  const state = versionState(version);
  return (
    <span className={`version-status ${state}`} data-testid="version-status">
      {state === 'closed' && words('versions.status.closed', { date: formatDate(lang, g.CloseFinishedOn ?? 0) })}
      {state === 'requested' && words('versions.status.requested', { date: formatDate(lang, g.CloseRequestOn ?? 0) })}
      {state === 'open' && words('versions.status.open')}
      {state === 'waiting' && (
        <>
          {words('versions.status.waiting')}{' '}
          <Link
            to="/p/$projectId/$subProjectId/runs"
            params={{ projectId: scope.projectId, subProjectId: scope.subProjectId }}
            search={{ status: 1, v: g.VersionNumber }}
            data-testid="version-open-runs"
          >
            {words('versions.openRuns')}
          </Link>
        </>
      )}
    </span>
  );
}

/** Edit, close and delete of one version, for a role that may change versions. */
function VersionActions({ version }: { version: VersionAnswer }) {
  const words = useVersionsT();
  const [dialog, setDialog] = useState<Action | null>(null);
  const state = versionState(version);
  const close = () => setDialog(null);
  const actions: { key: Action; label: string; disabled: boolean }[] = [
    { key: 'edit', label: words('versions.edit'), disabled: false },
    { key: 'close', label: words('versions.close'), disabled: state !== 'open' },
    { key: 'delete', label: words('versions.delete'), disabled: false },
  ];
  return (
    <>
      <MenuProvider>
        <MenuButton
          className="icon-button"
          aria-label={words('versions.actions', { version: versionName(version) })}
          data-testid="version-actions"
        >
          <span aria-hidden="true">⋯</span>
        </MenuButton>
        <Menu className="menu" gutter={4} portal>
          {actions.map((a) => (
            <MenuItem
              key={a.key}
              className={`menu-item${a.key === 'delete' ? ' danger' : ''}`}
              disabled={a.disabled}
              accessibleWhenDisabled
              onClick={() => setDialog(a.key)}
            >
              {a.label}
            </MenuItem>
          ))}
        </Menu>
      </MenuProvider>
      {dialog === 'edit' && <EditVersionDialog version={version} onClose={close} />}
      {dialog === 'close' && <CloseVersionDialog version={version} onClose={close} />}
      {dialog === 'delete' && <DeleteVersionDialog version={version} onClose={close} />}
    </>
  );
}

/** A project's versions, newest first: where each stands, and, for a role that may, edit, close and delete. */
export function VersionsPage() {
  const words = useVersionsT();
  const { projectId, subProjectId } = route.useParams();
  const scope: Scope = { projectId, subProjectId };
  const { versions, query } = useVersions(scope);
  const canEdit = useCan(scope)('edit');
  const closing = versions.some((v) => ['requested', 'waiting'].includes(versionState(v)));
  const { refetch } = query;
  useEffect(() => {
    if (!closing) return;
    const timer = setInterval(() => void refetch(), CLOSING_POLL_MS);
    return () => clearInterval(timer);
  }, [closing, refetch]);
  const columns = useMemo<ColumnDef<VersionAnswer>[]>(
    () => [
      {
        id: 'number',
        header: words('versions.col.number'),
        cell: ({ row }) => row.original.document.Root.General.VersionNumber,
        meta: { className: 'numeric' },
      },
      {
        id: 'title',
        header: words('versions.col.title'),
        cell: ({ row }) => {
          const g = row.original.document.Root.General;
          return (
            <>
              <Link
                to="/p/$projectId/$subProjectId/suites"
                params={{ projectId, subProjectId }}
                search={{ v: g.VersionNumber }}
              >
                {g.Title}
              </Link>
              {g.IsLatestVersion && <span className="muted small"> ({words('versions.latest')})</span>}
              {g.Description && <div className="muted small">{g.Description}</div>}
            </>
          );
        },
      },
      {
        id: 'status',
        header: words('versions.col.status'),
        cell: ({ row }) => <VersionStatus scope={{ projectId, subProjectId }} version={row.original} />,
      },
      {
        id: 'keyPoints',
        header: words('versions.col.keyPoints'),
        cell: ({ row }) => (
          <span className="small" style={{ whiteSpace: 'pre-line' }}>
            {row.original.document.Root.General.KeyPoints}
          </span>
        ),
        meta: { className: 'hide-narrow' },
      },
      ...(canEdit
        ? [
            {
              id: 'actions',
              header: () => <span className="visually-hidden">{words('versions.col.actions')}</span>,
              cell: ({ row }) => <VersionActions version={row.original} />,
              meta: { className: 'actions' },
            } satisfies ColumnDef<VersionAnswer>,
          ]
        : []),
    ],
    [words, projectId, subProjectId, canEdit],
  );
  return (
    <section className="page">
      <ProjectBreadcrumb scope={scope}>
        <li aria-current="page">{words('versions.title')}</li>
      </ProjectBreadcrumb>
      <PageHead title={words('versions.title')} />
      <ErrorMessage error={query.error} onRetry={() => void query.refetch()} />
      <DataTable
        rows={versions}
        columns={columns}
        rowId={(row) => row.docRef}
        query={query}
        empty={words('versions.empty')}
        className="versions-table"
        testId="versions-table"
        rowTestId="version-row"
      />
    </section>
  );
}
