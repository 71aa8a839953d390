import { hasTenantRole } from '../../kernel/access/principal';
import type { ServiceContext } from '../../kernel/context';
import { notFound } from '../../kernel/errors';
import { resolveProjectById } from '../../kernel/scope/resolve-project';
import { TASK_DOCUMENT_COLUMNS, type TaskDocumentRow, taskDocument } from './task-document';

/**
 * GET_DOCUMENT for TaskRequest-dm: readable by whoever may read the task's project. A task in no project (one of
 * the tenant as a whole, or of a project deleted since) is readable by its requester and by tenant-wide roles.
 */
export async function getTask(ctx: ServiceContext, id: string, ref: string) {
  const [row] = await ctx.em.execute<TaskDocumentRow[]>(
    `SELECT ${TASK_DOCUMENT_COLUMNS} FROM task_request t WHERE t.tenant_id = ? AND t.id = ?`,
    [ctx.principal.tenantId, id],
  );
  if (!row) throw notFound(ref);
  if (row.project_id) await resolveProjectById(ctx, row.project_id, ref, 'read');
  else if (row.created_by !== ctx.principal.username && !hasTenantRole(ctx.principal)) throw notFound(ref);
  return taskDocument(row, ctx.locale);
}
