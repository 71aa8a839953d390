import type { ServiceContext } from '../../kernel/context';
import { ProjectVersion } from '../../kernel/entities';
import { resolveVersionScope, type VersionSpec } from '../../kernel/scope/resolve-version';
import { type ProjectCounts, projectCountColumns, projectDocument } from './project-document';
import { versionDocument } from './version-document';

/**
 * LOAD_PROJECT_WITH_VERSION: the project (or sub project) document with `Root.Version` holding the requested
 * version's docRef, General and Metadata — the latest version when no number is given.
 */
export async function loadProjectWithVersion(ctx: ServiceContext, input: VersionSpec) {
  const { scoped, versionRow } = await resolveVersionScope(ctx, input, 'read');
  const { project, parentBusinessId } = scoped;
  const [counts] = await ctx.em.execute<ProjectCounts[]>(
    `SELECT ${projectCountColumns('p')} FROM project p WHERE p.id = ?`,
    [project.id],
  );
  const answer = projectDocument(project, project.parentId ? parentBusinessId : null, counts!, ctx.locale);
  const { docRef, document } = versionDocument(ctx.em.map(ProjectVersion, versionRow), scoped, ctx.locale);
  const Version = { docRef, General: document.Root.General, Metadata: document.Root.Metadata };
  return { ...answer, document: { ...answer.document, Root: { ...answer.document.Root, Version } } };
}
