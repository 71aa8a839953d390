import type { ServiceContext } from '../../kernel/context';
import type { TaskRequestRow } from '../../kernel/entities/rows';
import { notFound } from '../../kernel/errors';
import { resolveProjectById } from '../../kernel/scope/resolve-project';
import { taskDocument } from './task-document';

/** GET_DOCUMENT for TaskRequest-dm: readable by whoever may read the task's project. */
export async function getTask(ctx: ServiceContext, id: string, ref: string) {
  const [row] = await ctx.em.execute<TaskRequestRow[]>('SELECT * FROM task_request WHERE tenant_id = ? AND id = ?', [
    ctx.principal.tenantId,
    id,
  ]);
  if (!row) throw notFound(ref);
  if (row.project_id) await resolveProjectById(ctx, row.project_id, ref, 'read');
  return taskDocument(row, ctx.locale);
}
