import { Link } from '@tanstack/react-router';
import type { Scope } from '../lib/scope';
import { useRiskT } from '../risk/messages';
import { useSettingsT } from '../settings/messages';
import { useVersionsT } from '../versions/messages';

/** The project's other screens from its suites: versions, settings, and risk (in the version shown). */
export function ScopeLinks({ scope }: { scope: Scope }) {
  const versionWords = useVersionsT();
  const settingsWords = useSettingsT();
  const riskWords = useRiskT();
  const params = { projectId: scope.projectId, subProjectId: scope.subProjectId };
  return (
    <>
      <Link className="button" to="/p/$projectId/$subProjectId/versions" params={params} data-testid="versions-link">
        {versionWords('versions.open')}
      </Link>
      <Link className="button" to="/p/$projectId/$subProjectId/settings" params={params} data-testid="settings-link">
        {settingsWords('settings.open')}
      </Link>
      <Link
        className="button"
        to="/p/$projectId/$subProjectId/risk"
        params={params}
        search={{ v: scope.version }}
        data-testid="risk-link"
      >
        {riskWords('risk.open')}
      </Link>
    </>
  );
}
