import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useT } from '../lib/i18n';
import { useCan } from '../lib/permissions';
import { useProjectWithVersion, useVersions } from '../lib/scope';
import { trpc } from '../lib/trpc';
import { ErrorMessage } from '../ui/ErrorMessage';
import { ProjectBreadcrumb } from '../ui/ProjectBreadcrumb';
import { useSettingsT } from './messages';
import { SettingsForm } from './SettingsForm';
import './settings.css';

const route = getRouteApi('/authed/p/$projectId/$subProjectId/settings');

/** A project's (or sub project's) settings; every role reads them, an admin of the project changes them. */
export function SettingsPage() {
  const t = useT();
  const words = useSettingsT();
  const scope = route.useParams();
  const { projectId, subProjectId } = scope;
  const project = useProjectWithVersion(scope);
  const can = useCan(scope);
  const { latest } = useVersions(scope);
  const setting = useQuery(trpc.projects.loadProjectSetting.queryOptions({ projectId, subProjectId }));
  const title = project.data?.document.Root.General.Title ?? '…';
  return (
    <section className="page">
      <ProjectBreadcrumb scope={scope}>
        <li aria-current="page">{words('settings.open')}</li>
      </ProjectBreadcrumb>
      <h1>{words('settings.title', { project: title })}</h1>
      <ErrorMessage error={setting.error} onRetry={() => void setting.refetch()} />
      {setting.isPending && <p className="muted">{t('app.loading')}</p>}
      {setting.data && project.data && (
        <SettingsForm
          scope={scope}
          setting={setting.data}
          version={latest?.document.Root.General.VersionNumber}
          canAdminister={can('administer')}
        />
      )}
    </section>
  );
}
