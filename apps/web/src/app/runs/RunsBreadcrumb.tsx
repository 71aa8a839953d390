import { Link } from '@tanstack/react-router';
import { useT } from '../lib/i18n';
import { useProjectWithVersion } from '../lib/scope';
import type { RunScope } from './run-data';

/** Projects / the project (its suites) / Test runs, and the run (or another screen of the runs) when one is open. */
export function RunsBreadcrumb({
  scope,
  run,
  current,
}: {
  scope: RunScope;
  run?: { id: string; title: string };
  /** The name of a screen below the runs that is not a run. */
  current?: string;
}) {
  const t = useT();
  const project = useProjectWithVersion(scope);
  const title = project.data?.document.Root.General.Title;
  return (
    <nav aria-label={t('nav.breadcrumb')} className="breadcrumb">
      <ol>
        <li>
          <Link to="/">{t('nav.projects')}</Link>
        </li>
        <li>
          <Link to="/p/$projectId/$subProjectId/suites" params={scope}>
            <code>{scope.subProjectId === '_' ? scope.projectId : scope.subProjectId}</code> {title ?? '…'}
          </Link>
        </li>
        {run || current ? (
          <>
            <li>
              <Link to="/p/$projectId/$subProjectId/runs" params={scope}>
                {t('runs.title')}
              </Link>
            </li>
            <li aria-current="page">
              {run ? (
                <>
                  <code>{run.id}</code> {run.title}
                </>
              ) : (
                current
              )}
            </li>
          </>
        ) : (
          <li aria-current="page">{t('runs.title')}</li>
        )}
      </ol>
    </nav>
  );
}
