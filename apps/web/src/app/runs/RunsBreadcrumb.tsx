import { Link } from '@tanstack/react-router';
import { useT } from '../lib/i18n';
import { useProjectWithVersion } from '../lib/scope';
import type { RunScope } from './run-data';

/** Projects / the project (its suites) / Test runs, and the run when one is open. */
export function RunsBreadcrumb({ scope, run }: { scope: RunScope; run?: { id: string; title: string } }) {
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
        {run ? (
          <>
            <li>
              <Link to="/p/$projectId/$subProjectId/runs" params={scope}>
                {t('runs.title')}
              </Link>
            </li>
            <li aria-current="page">
              <code>{run.id}</code> {run.title}
            </li>
          </>
        ) : (
          <li aria-current="page">{t('runs.title')}</li>
        )}
      </ol>
    </nav>
  );
}
