import { getRouteApi, Outlet } from '@tanstack/react-router';
import { entriesOf } from '../lib/documents';
import { useT } from '../lib/i18n';
import { type Scope, useById, useExpandLevel, useVersions } from '../lib/scope';
import { useScopePage } from '../lib/scope-page';
import { SuiteTree } from '../tree/SuiteTree';
import { ErrorMessage } from '../ui/ErrorMessage';
import { usePaneWidth } from '../ui/PaneResizer';
import { ProjectBreadcrumb } from '../ui/ProjectBreadcrumb';

const route = getRouteApi('/authed/p/$projectId/$subProjectId/suites/$suiteId');

/** The suite's `Id` in a version, read by that id (the address names suites as S_n). */
export function useSuite(scope: Scope, version: number | undefined, suiteId: string) {
  const query = useById('TestSuite-dm', scope, version, suiteId);
  return { query, suite: entriesOf(query.data?.entries, 'TestSuite-dm')[0] };
}

/** A suite: its tree on the left, the chosen test case on the right. */
export function SuitePage() {
  const { t, params, search, scope: project } = useScopePage(route);
  const { suiteId } = params;
  const scope: Scope = { ...project, version: search.v };
  const { version } = useVersions(scope);
  const { query, suite } = useSuite(scope, version, suiteId);
  const expandLevel = useExpandLevel(scope);
  const g = suite?.document.Root.General;
  const pane = usePaneWidth();
  return (
    <section className="page suite-page">
      <ProjectBreadcrumb scope={scope}>
        <li aria-current="page">
          <code>{suiteId}</code> {g?.Title ?? ''}
        </li>
      </ProjectBreadcrumb>
      <h1 className="visually-hidden">{g ? `${g.Id} ${g.Title}` : suiteId}</h1>
      <ErrorMessage error={query.error} onRetry={() => void query.refetch()} />
      {query.data && !suite && <p className="error">{t('app.notFound')}</p>}
      <div className="split" style={pane.style}>
        {suite ? (
          <SuiteTree scope={scope} version={version} suite={suite} expandLevel={expandLevel} />
        ) : (
          <div className="tree-pane">
            <p className="muted">{t('app.loading')}</p>
          </div>
        )}
        {pane.separator}
        <div className="detail-pane">
          <Outlet />
        </div>
      </div>
    </section>
  );
}

/** The right pane before a test case is chosen. */
export function SuiteHome() {
  const t = useT();
  return <p className="muted pick-hint">{t('tree.pickHint')}</p>;
}
