import { type Permission, roleAllows } from '@tmt/contract/role-table';
import { type Scope, useProjectWithVersion } from './scope';

/**
 * What the signed-in user's role allows in a scope: `can('execute')` before recording results, `can('edit')`
 * before changing content, `can('administer')` for versions and settings. The role is the project's
 * `Metadata.CallerRole`; until it is known only reading is allowed, so no action shows that the server would refuse.
 */
export function useCan(scope: Pick<Scope, 'projectId' | 'subProjectId'>): (permission: Permission) => boolean {
  const project = useProjectWithVersion({ projectId: scope.projectId, subProjectId: scope.subProjectId });
  const role = project.data?.document.Root.Metadata.CallerRole;
  return (permission) => permission === 'read' || (role ? roleAllows(role, permission) : false);
}
