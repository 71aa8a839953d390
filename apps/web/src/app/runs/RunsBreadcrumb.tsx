import { Link } from '@tanstack/react-router';
import { useT } from '../lib/i18n';
import { ProjectBreadcrumb } from '../ui/ProjectBreadcrumb';
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
  return (
    <ProjectBreadcrumb scope={scope}>
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
    </ProjectBreadcrumb>
  );
}
