import { router } from '../../trpc';
import { closeProjectVersion } from './close-project-version';
import { createProjectVersion } from './create-project-version';
import { deleteProject } from './delete-project';
import { deleteProjectVersion } from './delete-project-version';
import { listSubProjects } from './list-sub-projects';
import { loadProjectSetting } from './load-project-setting';
import { loadProjectWithVersion } from './load-project-with-version';
import { loadProjectsByTenant } from './load-projects-by-tenant';

export const projectsRouter = router({
  closeProjectVersion,
  createProjectVersion,
  deleteProjectVersion,
  deleteProject,
  listSubProjects,
  loadProjectSetting,
  loadProjectWithVersion,
  loadProjectsByTenant,
});
