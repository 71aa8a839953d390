import type { ServiceContext } from '../../kernel/context';
import { ProjectVersion } from '../../kernel/entities';
import { notFound } from '../../kernel/errors';
import { resolveProjectById } from '../../kernel/scope/resolve-project';
import { versionDocument } from './version-document';

/** GET_DOCUMENT for ProjectVersion-dm. */
export async function getProjectVersion(ctx: ServiceContext, id: string, ref: string) {
  const version = await ctx.em.findOne(ProjectVersion, { tenantId: ctx.principal.tenantId, id });
  if (!version) throw notFound(ref);
  const scoped = await resolveProjectById(ctx, version.projectId, ref, 'read');
  return versionDocument(version, scoped, ctx.locale);
}
