import type { AccessMode } from '../access/project-access';
import type { ServiceContext } from '../context';
import { ProjectVersion } from '../entities';
import { DomainError } from '../errors';
import { resolveProjectScope } from './resolve-project';

export interface VersionSpec {
  projectId?: string;
  subProjectId?: string;
  projectVersionNumber?: number;
}

/** The project (or sub project) and version a content call works in: the latest version unless a number is given. */
export async function resolveVersionScope(ctx: ServiceContext, spec: VersionSpec, mode: AccessMode) {
  const scoped = await resolveProjectScope(ctx, spec, mode);
  const tenantId = ctx.principal.tenantId;
  const version = await ctx.em.findOne(
    ProjectVersion,
    spec.projectVersionNumber === undefined
      ? { tenantId, projectId: scoped.project.id, isLatestVersion: true }
      : { tenantId, projectId: scoped.project.id, versionNumber: spec.projectVersionNumber },
  );
  if (!version) {
    throw new DomainError('NOT_FOUND', 'VERSION_NOT_FOUND', {
      project: scoped.project.businessId,
      version: String(spec.projectVersionNumber ?? 'latest'),
    });
  }
  return { scoped, version };
}
