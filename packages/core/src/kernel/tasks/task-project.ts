import { NO_SUBPROJECT } from '@tmt/contract';
import type { ProjectRef, ScopedProject } from '../access/project-access';
import type { NewTask } from './enqueue-task';

/** The project fields a task request carries, from the scope its call resolved. */
export const taskProject = ({ project, parentBusinessId }: ScopedProject<ProjectRef>): NewTask['project'] => ({
  id: project.id,
  businessId: parentBusinessId,
  subprojectBusinessId: project.parentId ? project.businessId : NO_SUBPROJECT,
});
