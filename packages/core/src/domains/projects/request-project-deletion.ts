import { parseDocRef } from '@tmt/contract';
import { hasTenantRole } from '../../kernel/access/principal';
import type { ServiceContext } from '../../kernel/context';
import { DomainError } from '../../kernel/errors';
import { resolveProjectById } from '../../kernel/scope/resolve-project';
import { enqueueTask } from '../../kernel/tasks/enqueue-task';
import { taskProject } from '../../kernel/tasks/task-project';
import { assertProjectWithoutOpenRuns } from '../runs/open-run-guard';

/**
 * DELETE_PROJECT: a sub project needs write access to it; a parent project (with its sub projects) a tenant role.
 * Refused while the project or a sub project of it has open runs.
 */
export async function requestProjectDeletion(ctx: ServiceContext, docRef: string): Promise<string> {
  const { id } = parseDocRef(docRef);
  return ctx.tx(async (tx) => {
    const scoped = await resolveProjectById(tx, id, docRef, 'write');
    if (!scoped.project.parentId && !hasTenantRole(ctx.principal))
      throw new DomainError('FORBIDDEN', 'NO_ROLE_IN_TENANT');
    await assertProjectWithoutOpenRuns(tx, id, scoped.project.businessId);
    return enqueueTask(tx.em, ctx.principal, {
      type: 'DELETE_PROJECT',
      project: taskProject(scoped),
      parameters: { projectId: id },
      estimatedSeconds: 1,
    });
  });
}
