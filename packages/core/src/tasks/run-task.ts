import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import { messageFor } from '@tmt/contract';
import type { JobHelpers, Task } from 'graphile-worker';
import type { Principal } from '../access/principal';
import { DomainError } from '../errors';
import { tenantAdminRole } from '../tenants/provision';

export interface TaskRow {
  id: string;
  tenant_id: string;
  project_id: string | null;
  type: string;
  status: string;
  created_by: string;
  parameters: { Key: string; Value: string }[];
}

export interface RunningTask {
  /** The task's transaction: its effect and its DONE mark commit together. */
  em: EntityManager;
  row: TaskRow;
  params: Record<string, unknown>;
  /** The requester, with tenant-wide rights: access was checked when the task was requested. */
  principal: Principal;
  /** Publishes progress (0–100) at once, outside the task's transaction. */
  progress: (percent: number) => Promise<void>;
}

export type TaskHandler = (task: RunningTask) => Promise<Record<string, unknown> | undefined>;

/**
 * Wraps a handler as a graphile-worker task: NEW → RUNNING → DONE | ERROR on the task request. A finished task
 * is never run again and a handler's work commits with its DONE mark, so a job that runs twice after a crash leaves
 * one result. Rule violations (DomainError) end in ERROR at once; other failures are retried with graphile-worker's
 * backoff and end in ERROR after the last attempt.
 */
export function wrapTask(orm: MikroORM, handler: TaskHandler): Task {
  return async (payload: unknown, helpers: JobHelpers) => {
    const { taskRequestId } = payload as { taskRequestId: string };
    const em = orm.em.fork();
    const [row] = await em.execute<TaskRow[]>('SELECT * FROM task_request WHERE id = ?', [taskRequestId]);
    if (!row || row.status === 'DONE' || row.status === 'ERROR') return;
    await em.execute(
      "UPDATE task_request SET status = 'RUNNING', started_on = coalesce(started_on, now()), attempts = attempts + 1 WHERE id = ?",
      [taskRequestId],
    );
    const finish = (status: 'NEW' | 'ERROR', reason: string | null, message: string) =>
      orm.em.fork().execute(
        `UPDATE task_request SET status = ?, error_reason = ?, error_message = ?,
             finished_on = CASE WHEN ? = 'ERROR' THEN now() END WHERE id = ?`,
        [status, reason, message, status, taskRequestId],
      );
    try {
      await em.transactional(async (tx) => {
        const result = await handler({
          em: tx,
          row,
          params: Object.fromEntries(row.parameters.map(({ Key, Value }) => [Key, JSON.parse(Value)])),
          principal: {
            tenantId: row.tenant_id,
            userId: row.created_by,
            username: row.created_by,
            roles: [tenantAdminRole(row.tenant_id)],
          },
          progress: async (percent) => {
            await orm.em
              .fork()
              .execute('UPDATE task_request SET progress = ? WHERE id = ?', [Math.round(percent), taskRequestId]);
          },
        });
        await tx.execute(
          `UPDATE task_request SET status = 'DONE', progress = 100, finished_on = now(), result = ?::jsonb,
             error_reason = NULL, error_message = NULL WHERE id = ?`,
          [JSON.stringify(result ?? null), taskRequestId],
        );
      });
    } catch (err) {
      if (err instanceof DomainError) {
        await finish('ERROR', err.reason, messageFor('en', err.reason, err.params));
        return;
      }
      const last = helpers.job.attempts >= helpers.job.max_attempts;
      await finish(
        last ? 'ERROR' : 'NEW',
        last ? 'INTERNAL_ERROR' : null,
        err instanceof Error ? err.message : String(err),
      );
      if (!last) throw err;
      helpers.logger.error(`task ${taskRequestId} failed for good: ${String(err)}`);
    }
  };
}
