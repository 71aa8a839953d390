import type { ErrorReason } from '@tmt/contract';
import type { ServiceContext } from '../../kernel/context';
import type { TaskRequestRow } from '../../kernel/entities/rows';
import { DomainError, notFound } from '../../kernel/errors';
import { resolveProjectById } from '../../kernel/scope/resolve-project';
import type { TaskOutput } from '../../kernel/tasks/task-file';

/** The task ended in ERROR: its download answers the task's own reason and message. */
export class TaskEndedInError extends Error {
  constructor(
    readonly reason: ErrorReason,
    readonly storedMessage: string,
  ) {
    super(`task ended in ERROR: ${reason}`);
    this.name = 'TaskEndedInError';
  }
}

type TaskFileRow = Pick<TaskRequestRow, 'id' | 'type' | 'status' | 'project_id' | 'error_message' | 'output'> & {
  error_reason: ErrorReason | null;
};

const DOC_REF_PREFIX = 'TaskRequest-dm/';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The file a task produced (GET /api/automation/data/{taskRequestId}, by the task's id or docRef), for a caller who may read the task's project:
 * another tenant's task or one of a project the caller has no role in is missing; a task that has not finished
 * is refused with TASK_NOT_DONE; one that ended in ERROR with its stored reason (TaskEndedInError); a task of a type
 * that writes no file with TASK_HAS_NO_FILE.
 */
export async function taskDownload(ctx: ServiceContext, taskRequest: string): Promise<TaskOutput> {
  // The task's id, or its docRef (`TaskRequest-dm/<id>`, as the task calls answer it).
  const taskRequestId = taskRequest.startsWith(DOC_REF_PREFIX) ? taskRequest.slice(DOC_REF_PREFIX.length) : taskRequest;
  const ref = `${DOC_REF_PREFIX}${taskRequestId}`;
  if (!UUID.test(taskRequestId)) throw notFound(ref);
  const [row] = await ctx.em.execute<TaskFileRow[]>(
    `SELECT id, type, status, project_id, error_reason, error_message, output
     FROM task_request WHERE tenant_id = ? AND id = ?`,
    [ctx.principal.tenantId, taskRequestId.toLowerCase()],
  );
  if (!row?.project_id) throw notFound(ref);
  await resolveProjectById(ctx, row.project_id, ref, 'read');
  if (row.status === 'ERROR') {
    throw new TaskEndedInError(row.error_reason ?? 'TASK_FAILED', row.error_message ?? '');
  }
  if (row.status !== 'DONE') throw new DomainError('CONFLICT', 'TASK_NOT_DONE', { ref, status: row.status });
  if (!row.output) throw new DomainError('NOT_FOUND', 'TASK_HAS_NO_FILE', { ref, type: row.type });
  return row.output;
}
