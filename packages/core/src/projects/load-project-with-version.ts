import type { ServiceContext } from '../context';
import { ProjectVersion } from '../entities';
import { DomainError } from '../errors';
import { projectCounts, projectDocument } from './project-document';
import { resolveProjectScope } from './resolve-project';
import { versionDocument } from './version-document';

interface Input {
  projectId?: string;
  subProjectId?: string;
  projectVersionNumber?: number;
}

/**
 * LOAD_PROJECT_WITH_VERSION: the project (or sub project) document with `Root.Version` holding the requested
 * version's docRef, General and Metadata — the latest version when no number is given.
 */
export async function loadProjectWithVersion(ctx: ServiceContext, input: Input) {
  const scoped = await resolveProjectScope(ctx, input, 'read');
  const { project, parentBusinessId } = scoped;
  const tenantId = ctx.principal.tenantId;
  const version = await ctx.em.findOne(
    ProjectVersion,
    input.projectVersionNumber === undefined
      ? { tenantId, projectId: project.id, isLatestVersion: true }
      : { tenantId, projectId: project.id, versionNumber: input.projectVersionNumber },
  );
  if (!version) {
    throw new DomainError('NOT_FOUND', 'VERSION_NOT_FOUND', {
      project: project.businessId,
      version: String(input.projectVersionNumber ?? 'latest'),
    });
  }
  const answer = projectDocument(
    project,
    project.parentId ? parentBusinessId : null,
    projectCounts([project.id]).get(project.id)!,
    ctx.locale,
  );
  const { docRef, document } = versionDocument(version, scoped, ctx.locale);
  answer.document.Root.Version = { docRef, General: document.Root.General, Metadata: document.Root.Metadata };
  return answer;
}
