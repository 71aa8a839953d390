import type { ServiceContext } from '../context';
import { projectDocument } from './project-document';
import { resolveProjectById } from './resolve-project';

/** GET_DOCUMENT for Project-dm. */
export async function getProject(ctx: ServiceContext, id: string, ref: string) {
  const { project, parentBusinessId, counts } = await resolveProjectById(ctx, id, ref, 'read');
  return projectDocument(project, project.parentId ? parentBusinessId : null, counts, ctx.locale);
}
