import { randomUUID } from 'node:crypto';
import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import { type ErrorReason, messageFor, storableText } from '@tmt/contract';
import type { JobHelpers, Task } from 'graphile-worker';
import { ZodError } from 'zod';
import { tenantAdminRole } from '../access/principal';
import type { BlobStore } from '../blobs/blob-store';
import { type ServiceContext, serviceContext } from '../context';
import { recordActor } from '../db/record-actor';
import { liftToTaskTimeouts } from '../db/timeouts';
import { vacuumGrown } from '../db/vacuum-grown';
import { DomainError } from '../errors';
import { type Progress, STARTED_PROGRESS } from './progress';

interface TaskRow {
  id: string;
  tenant_id: string;
  project_id: string | null;
  type: string;
  status: string;
  created_by: string;
  parameters: { Key: string; Value: string }[];
  input: string | null;
  committed_on: Date | null;
}

/** What the process running tasks lends them: where files go (exports, reports) and come from (uploads). */
export interface TaskServices {
  blobs: BlobStore;
}

export interface RunningTask {
  /** The task request's id. */
  id: string;
  /** The blob store of the process (see TaskServices). */
  blobs: BlobStore;
  /** A large input the request kept beside its Parameters (see TaskOrder.input); cleared when the task is DONE. */
  input: string | null;
  /**
   * The task's transaction (its effect commits with the mark that only DONE may follow, see runTask) for the requester, with tenant-wide
   * rights (access was checked when the task was requested), English messages and no headers.
   */
  ctx: ServiceContext;
  /** The stored parameters as they were written; a task definition parses them by its schema. */
  params: Record<string, unknown>;
  /**
   * Publishes progress at once, outside the task's transaction: a handler reports after each step or batch. Values
   * are kept between the started mark (5) and 99, and never go down within a run; DONE sets 100.
   */
  progress: Progress;
}

/** What a task's work answers: its result, and the tables it grew, to vacuum once the work has committed. */
export interface TaskOutcome {
  result: Record<string, unknown> | undefined;
  grown: ReadonlySet<string>;
}

export type TaskHandler = (task: RunningTask) => Promise<TaskOutcome>;

/** Another run of this task marked it finished first: this run's work is rolled back. */
class AlreadyFinished extends Error {}

/**
 * A data exception (SQLSTATE class 22) or integrity violation (23) fails the same way on every attempt: the data
 * the task was asked to work on changed in between. So do parameters its schema cannot read (ZodError). Retrying
 * only delays the ERROR; other failures may pass.
 */
function failsAgain(err: unknown): boolean {
  if (err instanceof ZodError) return true;
  const code = (err as { code?: unknown } | null)?.code;
  return typeof code === 'string' && /^2[23][0-9A-Z]{3}$/.test(code);
}

async function runTask(
  orm: MikroORM,
  handler: TaskHandler,
  taskRequestId: string,
  services: TaskServices,
  logger: JobHelpers['logger'],
): Promise<void> {
  const em = orm.em.fork();
  const [row] = await em.execute<TaskRow[]>('SELECT * FROM task_request WHERE id = ?', [taskRequestId]);
  if (!row || row.status === 'DONE' || row.status === 'ERROR') return;
  // Its work committed, and the run that did it ended before its DONE mark: only the mark is left to do.
  if (row.committed_on) return markDone(em, taskRequestId);
  // Started is a step of its own, so even a task of one statement shows more than 0 and then 100.
  await em.execute(
    `UPDATE task_request SET status = 'RUNNING', progress = ?, started_on = coalesce(started_on, clock_timestamp()),
       attempts = attempts + 1 WHERE id = ? AND status NOT IN ('DONE', 'ERROR')`,
    [STARTED_PROGRESS, taskRequestId],
  );
  const grown = await em.transactional(async (tx) => {
    await liftToTaskTimeouts(tx);
    await recordActor(tx, row.created_by, row.type);
    const principal = {
      tenantId: row.tenant_id,
      userId: row.created_by,
      username: row.created_by,
      roles: [tenantAdminRole(row.tenant_id)],
    };
    const { result, grown } = await handler({
      id: taskRequestId,
      blobs: services.blobs,
      input: row.input,
      ctx: serviceContext({ em: tx }, { principal, locale: 'en', header: {} }),
      params: Object.fromEntries(row.parameters.map(({ Key, Value }) => [Key, JSON.parse(Value)])),
      progress: async (percent) => {
        const value = Math.min(99, Math.max(STARTED_PROGRESS, Math.round(percent)));
        await orm.em
          .fork()
          .execute("UPDATE task_request SET progress = ? WHERE id = ? AND status = 'RUNNING' AND progress < ?", [
            value,
            taskRequestId,
            value,
          ]);
      },
    });
    // The work commits with its result and the committed_on mark; from then on the task only ever ends DONE
    // (migration task_work_committed). The guard makes that happen once even if a dead worker's run and its
    // successor overlap: whichever commits second rolls back its work.
    // Progress shows 99 while the vacuum runs, when there is one.
    const committed = await tx.execute(
      `UPDATE task_request SET progress = CASE WHEN ? THEN 99 ELSE progress END, committed_on = clock_timestamp(),
         result = ?::jsonb, input = NULL
       WHERE id = ? AND status NOT IN ('DONE', 'ERROR') AND committed_on IS NULL RETURNING id`,
      [grown.size > 0, JSON.stringify(result ?? null), taskRequestId],
    );
    if (!committed.length) throw new AlreadyFinished();
    return grown;
  });
  for (const failure of await vacuumGrown(em, grown))
    logger.warn(`task ${taskRequestId}: vacuum failed: ${String(failure)}`);
  await markDone(em, taskRequestId);
}

/** DONE, after the work committed. clock_timestamp(): now() would be the transaction's start. */
const markDone = async (em: EntityManager, taskRequestId: string) => {
  await em.execute(
    `UPDATE task_request SET status = 'DONE', progress = 100, finished_on = clock_timestamp(), error_reason = NULL,
       error_message = NULL WHERE id = ? AND status NOT IN ('DONE', 'ERROR')`,
    [taskRequestId],
  );
};

/**
 * Wraps a handler as a graphile-worker task: NEW → RUNNING → DONE | ERROR on the task request. A finished task
 * is never run again and a handler's work commits with the mark that it only ends DONE, so a job that runs twice after a crash leaves
 * one result. Rule violations (DomainError) end in ERROR at once with their message; other failures are logged
 * with an error id, stored as a generic message quoting it, retried with graphile-worker's backoff, and end in
 * ERROR after the last attempt (at once when the database refuses the data itself). graphile-worker only ever sees a generic error: it stores the message, and text
 * PostgreSQL cannot take (a NUL in the SQL of a failed statement) would make that fail and end the process.
 */
export function wrapTask(orm: MikroORM, handler: TaskHandler, services: TaskServices): Task {
  return async (payload: unknown, helpers: JobHelpers) => {
    const taskRequestId = String((payload as { taskRequestId?: unknown } | null)?.taskRequestId);
    const { attempts, max_attempts: maxAttempts } = helpers.job;
    const store = (status: 'NEW' | 'ERROR', reason: ErrorReason, message: string) =>
      orm.em.fork().execute(
        `UPDATE task_request SET status = ?, error_reason = ?, error_message = ?,
           finished_on = CASE WHEN ? = 'ERROR' THEN clock_timestamp() END WHERE id = ? AND status <> 'DONE'`,
        [status, reason, storableText(message), status, taskRequestId],
      );
    try {
      await runTask(orm, handler, taskRequestId, services, helpers.logger);
      return;
    } catch (err) {
      if (err instanceof AlreadyFinished) return;
      if (err instanceof DomainError) {
        try {
          await store('ERROR', err.reason, messageFor('en', err.reason, err.params));
          return;
        } catch (storeErr) {
          return fail(storeErr);
        }
      }
      return fail(err);
    }

    async function fail(err: unknown): Promise<void> {
      const errorId = randomUUID();
      const last = attempts >= maxAttempts || failsAgain(err);
      helpers.logger.error(
        `task ${taskRequestId} failed in attempt ${attempts} of ${maxAttempts} (error id ${errorId}): ${
          err instanceof Error ? (err.stack ?? err.message) : String(err)
        }`,
      );
      try {
        await store(
          last ? 'ERROR' : 'NEW',
          'TASK_FAILED',
          messageFor('en', 'TASK_FAILED', {
            attempt: String(attempts),
            maxAttempts: String(maxAttempts),
            errorId,
          }),
        );
      } catch (storeErr) {
        helpers.logger.error(`task ${taskRequestId}: storing failure ${errorId} failed: ${String(storeErr)}`);
        throw new Error(`task failed; error id ${errorId}`);
      }
      if (!last) throw new Error(`task failed; error id ${errorId}`);
    }
  };
}
