import { parseDocRef } from '@tmt/contract';
import type { ServiceContext } from '../context';
import { ProjectVersion } from '../entities';
import { DomainError, notFound } from '../errors';
import { resolveProjectById } from '../projects/resolve-project';
import { assertVersionWithoutOpenRuns } from '../runs/open-run-guard';
import { enqueueTask } from './enqueue-task';
import { taskProject } from './task-project';

/**
 * DELETE_PROJECT_VERSION: refuses to delete a project's only version or one with open runs; queues the deletion
 * otherwise.
 */
export async function requestVersionDeletion(ctx: ServiceContext, docRef: string): Promise<string> {
  const { id } = parseDocRef(docRef);
  return ctx.em.transactional(async (em) => {
    const version = await em.findOne(ProjectVersion, { tenantId: ctx.principal.tenantId, id });
    if (!version) throw notFound(docRef);
    const scoped = await resolveProjectById({ ...ctx, em }, version.projectId, docRef, 'write');
    const others = await em.count(ProjectVersion, {
      tenantId: ctx.principal.tenantId,
      projectId: version.projectId,
      id: { $ne: id },
    });
    if (!others) {
      throw new DomainError('CONFLICT', 'LAST_VERSION', {
        version: String(version.versionNumber),
        project: scoped.project.businessId,
      });
    }
    await assertVersionWithoutOpenRuns(em, ctx.principal.tenantId, id, {
      version: String(version.versionNumber),
      project: scoped.project.businessId,
    });
    return enqueueTask(em, ctx.principal, {
      type: 'DELETE_PROJECT_VERSION',
      project: taskProject(scoped),
      versionNumber: version.versionNumber,
      parameters: { versionId: id },
      estimatedSeconds: 1,
    });
  });
}
