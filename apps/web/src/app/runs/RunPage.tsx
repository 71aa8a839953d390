import { getRouteApi, Link, Outlet } from '@tanstack/react-router';
import { JunitUploadButton } from '../automation/AutomationButtons';
import { formatDate, useLocale, useT } from '../lib/i18n';
import { useCan } from '../lib/permissions';
import { ErrorMessage } from '../ui/ErrorMessage';
import { RunActions } from './RunActions';
import { RunProgress } from './RunProgress';
import { RunStatus } from './RunStatus';
import { RunsBreadcrumb } from './RunsBreadcrumb';
import { isClosed, type RunAnswer, runName, useRun } from './run-data';

const route = getRouteApi('/authed/p/$projectId/$subProjectId/runs/$runId');

/** Why a closed run takes no changes, and since when. */
function ClosedNote({ run }: { run: RunAnswer }) {
  const t = useT();
  const lang = useLocale();
  const m = run.document.Root.Metadata;
  return (
    <p className="notice run-closed" role="note" data-testid="run-closed">
      {t('runs.closedNote', {
        user: m.ClosedBy ?? '',
        date: m.ClosedOn ? formatDate(lang, m.ClosedOn) : '',
      })}
    </p>
  );
}

function RunHeader({ run }: { run: RunAnswer }) {
  const t = useT();
  const { projectId, subProjectId } = route.useParams();
  const navigate = route.useNavigate();
  const can = useCan({ projectId, subProjectId });
  const { General: g, Metadata: m } = run.document.Root;
  return (
    <header className="run-header">
      <div className="page-head">
        <h1>
          <code>{g.Id}</code> {g.Title}
        </h1>
        <div className="page-actions">
          {can('execute') && !isClosed(run) && (
            <JunitUploadButton scope={{ projectId, subProjectId }} run={{ id: g.Id, name: runName(run) }} />
          )}
          <RunActions
            scope={{ projectId, subProjectId }}
            run={run}
            layout="buttons"
            onDeleted={() =>
              void navigate({ to: '/p/$projectId/$subProjectId/runs', params: { projectId, subProjectId } })
            }
          />
        </div>
      </div>
      <dl className="facts run-facts">
        <div>
          <dt>{t('runs.col.status')}</dt>
          <dd>
            <RunStatus run={run} />
          </dd>
        </div>
        <div>
          <dt>{t('runs.col.version')}</dt>
          <dd>{`${m.AssignedToVersion.AssignedToNumber} · ${m.AssignedToVersion.AssignedToTitle}`}</dd>
        </div>
        <div>
          <dt>{t('runs.col.configuration')}</dt>
          <dd>{g.Configuration || '—'}</dd>
        </div>
        <div>
          <dt>{t('runs.col.progress')}</dt>
          <dd>
            <RunProgress run={run} />
          </dd>
        </div>
        {g.Description && (
          <div className="wide">
            <dt>{t('runs.field.description')}</dt>
            <dd className="run-description">{g.Description}</dd>
          </div>
        )}
      </dl>
      {isClosed(run) && <ClosedNote run={run} />}
    </header>
  );
}

/** A run: its header (title, version, status, progress, configuration, actions) and tabs around the chosen tab. */
export function RunPage() {
  const t = useT();
  const { projectId, subProjectId, runId } = route.useParams();
  const scope = { projectId, subProjectId };
  const { query, run } = useRun(scope, runId);
  const params = { projectId, subProjectId, runId };
  return (
    <section className="page run-page">
      <RunsBreadcrumb scope={scope} run={{ id: runId, title: run?.document.Root.General.Title ?? '' }} />
      <ErrorMessage error={query.error} onRetry={() => void query.refetch()} />
      {query.isPending && <p className="muted">{t('app.loading')}</p>}
      {query.data && !run && <p className="error">{t('app.notFound')}</p>}
      {run && (
        <>
          <RunHeader run={run} />
          <nav className="tabs run-tabs" aria-label={t('runs.tabs')}>
            <Link
              to="/p/$projectId/$subProjectId/runs/$runId"
              params={params}
              activeOptions={{ exact: true, includeSearch: false }}
              className="tab"
            >
              {t('execution.title')}
            </Link>
            <Link to="/p/$projectId/$subProjectId/runs/$runId/suites" params={params} className="tab">
              {t('runs.suites')}
            </Link>
            <Link to="/p/$projectId/$subProjectId/runs/$runId/dashboard" params={params} className="tab">
              {t('dashboard.title')}
            </Link>
          </nav>
          <div className="tab-panel">
            <Outlet />
          </div>
        </>
      )}
    </section>
  );
}
