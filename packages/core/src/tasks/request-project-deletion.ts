import { parseDocRef } from '@tmt/contract';
import { hasTenantRole } from '../access/principal';
import type { ServiceContext } from '../context';
import { DomainError } from '../errors';
import { resolveProjectById } from '../projects/resolve-project';
import { assertProjectWithoutOpenRuns } from '../runs/open-run-guard';
import { enqueueTask } from './enqueue-task';
import { taskProject } from './task-project';

/**
 * DELETE_PROJECT: a sub project needs write access to it; a parent project (with its sub projects) a tenant role.
 * Refused while the project or a sub project of it has open runs.
 */
export async function requestProjectDeletion(ctx: ServiceContext, docRef: string): Promise<string> {
  const { id } = parseDocRef(docRef);
  return ctx.em.transactional(async (em) => {
    const scoped = await resolveProjectById({ ...ctx, em }, id, docRef, 'write');
    if (!scoped.project.parentId && !hasTenantRole(ctx.principal))
      throw new DomainError('FORBIDDEN', 'NO_ROLE_IN_TENANT');
    await assertProjectWithoutOpenRuns(em, ctx.principal.tenantId, id, scoped.project.businessId);
    return enqueueTask(em, ctx.principal, {
      type: 'DELETE_PROJECT',
      project: taskProject(scoped),
      parameters: { projectId: id },
      estimatedSeconds: 1,
    });
  });
}
