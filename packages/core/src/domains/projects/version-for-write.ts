import { parseDocRef } from '@tmt/contract';
import type { ServiceContext } from '../../kernel/context';
import { ProjectVersion } from '../../kernel/entities';
import { notFound } from '../../kernel/errors';
import { resolveProjectById } from '../../kernel/scope/resolve-project';

/** A version by its docRef with its project scope, for a call that changes it; other tenants' are not found. */
export async function versionForWrite(ctx: ServiceContext, docRef: string) {
  const version = await ctx.em.findOne(ProjectVersion, {
    tenantId: ctx.principal.tenantId,
    id: parseDocRef(docRef).id,
  });
  if (!version) throw notFound(docRef);
  const scoped = await resolveProjectById(ctx, version.projectId, docRef, 'write');
  return { version, scoped };
}
