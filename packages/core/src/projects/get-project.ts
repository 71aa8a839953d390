import type { ServiceContext } from '../context';
import { projectCounts, projectDocument } from './project-document';
import { resolveProjectById } from './resolve-project';

/** GET_DOCUMENT for Project-dm. */
export async function getProject(ctx: ServiceContext, id: string, ref: string) {
  const { project, parentBusinessId } = await resolveProjectById(ctx, id, ref, 'read');
  const counts = projectCounts([project.id]).get(project.id)!;
  return projectDocument(project, project.parentId ? parentBusinessId : null, counts, ctx.locale);
}
