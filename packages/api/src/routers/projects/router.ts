import { router } from '../../trpc';
import { listSubProjects } from './list-sub-projects';
import { loadProjectSetting } from './load-project-setting';
import { loadProjectWithVersion } from './load-project-with-version';
import { loadProjectsByTenant } from './load-projects-by-tenant';

export const projectsRouter = router({
  loadProjectsByTenant,
  listSubProjects,
  loadProjectWithVersion,
  loadProjectSetting,
});
