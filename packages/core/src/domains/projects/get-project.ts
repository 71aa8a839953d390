import type { ServiceContext } from '../../kernel/context';
import { type ProjectByIdQuery, projectByIdSql, resolveProjectById } from '../../kernel/scope/resolve-project';
import { type ProjectCounts, projectCountColumns, projectDocument } from './project-document';

// The project's figures come in the same round trip as the row its access check reads.
const projectWithCounts: ProjectByIdQuery<ProjectCounts> = {
  name: 'tmt_project_with_counts_by_id',
  text: projectByIdSql(projectCountColumns('p')),
};

/** GET_DOCUMENT for Project-dm. */
export async function getProject(ctx: ServiceContext, id: string, ref: string) {
  const { project, parentBusinessId, row } = await resolveProjectById(ctx, id, ref, 'read', projectWithCounts);
  return projectDocument(project, project.parentId ? parentBusinessId : null, row, ctx.locale);
}
