import { NO_SUBPROJECT } from '@tmt/contract';
import type { ProjectRef, ScopedProject } from '../access/project-access';

/** The ProjectId / SubprojectId / ProjectVersionNumber fields every content document carries. */
export function scopeFields({ project, parentBusinessId }: ScopedProject<ProjectRef>, versionNumber: number) {
  return {
    ProjectId: parentBusinessId,
    SubprojectId: project.parentId ? project.businessId : NO_SUBPROJECT,
    ProjectVersionNumber: versionNumber,
  };
}
