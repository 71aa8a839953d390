import { parseDocRef } from '@tmt/contract';
import type { ServiceContext } from '../../kernel/context';
import { ProjectVersion } from '../../kernel/entities';
import { DomainError, notFound } from '../../kernel/errors';
import { resolveProjectById } from '../../kernel/scope/resolve-project';
import { enqueueTask } from '../../kernel/tasks/enqueue-task';
import { taskProject } from '../../kernel/tasks/task-project';
import { assertVersionWithoutOpenRuns } from '../runs/open-run-guard';

/**
 * DELETE_PROJECT_VERSION: refuses to delete a project's only version or one with open runs; queues the deletion
 * otherwise.
 */
export async function requestVersionDeletion(ctx: ServiceContext, docRef: string): Promise<string> {
  const { id } = parseDocRef(docRef);
  return ctx.tx(async (tx) => {
    const version = await tx.em.findOne(ProjectVersion, { tenantId: ctx.principal.tenantId, id });
    if (!version) throw notFound(docRef);
    const scoped = await resolveProjectById(tx, version.projectId, docRef, 'write');
    const others = await tx.em.count(ProjectVersion, {
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
    await assertVersionWithoutOpenRuns(tx, id, {
      version: String(version.versionNumber),
      project: scoped.project.businessId,
    });
    return enqueueTask(tx.em, ctx.principal, {
      type: 'DELETE_PROJECT_VERSION',
      project: taskProject(scoped),
      versionNumber: version.versionNumber,
      parameters: { versionId: id },
      estimatedSeconds: 1,
    });
  });
}
