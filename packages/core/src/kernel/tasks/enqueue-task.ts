import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { docRefOf, type TaskType, type TaskVisibility } from '@tmt/contract';
import type { Principal } from '../access/principal';
import { bulkStatement } from '../db/bulk-statement';
import { notFound } from '../errors';
import { lockRow } from '../locks';

export interface NewTask {
  type: TaskType;
  /**
   * The project row (parent or sub project) the task works in, with the business ids its document shows; null for a
   * task of the tenant as a whole.
   */
  project: { id: string; businessId: string; subprojectBusinessId: string } | null;
  versionNumber?: number;
  parameters: Record<string, unknown>;
  estimatedSeconds: number;
  /** `SHOW` unless the system starts the task by itself (see TaskDefinition.visibility). */
  visibility?: TaskVisibility;
  /** A large input kept beside the request (see TaskOrder.input). */
  input?: string;
}

/**
 * Writes a task request and its graphile-worker job on the caller's transaction: both are committed together or
 * not at all, so a task is never lost nor orphaned.
 */
export async function enqueueTask(em: EntityManager, principal: Principal, task: NewTask): Promise<string> {
  if (task.project) {
    // The project was read before this transaction's writes: one deleted meanwhile is missing, not a broken key.
    const held = await lockRow(em, 'project', 'keyShare', principal.tenantId, task.project.id);
    if (!held) throw notFound(`Project-dm/${task.project.id}`);
  }
  const id = randomUUID();
  const parameters = Object.entries(task.parameters).map(([Key, value]) => ({ Key, Value: JSON.stringify(value) }));
  // Bound, not inlined: the input may be megabytes (see bulkStatement).
  await bulkStatement(
    { em },
    `INSERT INTO task_request (id, tenant_id, project_id, project_business_id, subproject_business_id, version_number,
       type, visibility, parameters, estimated_seconds, input, created_by, created_on, edited_by, edited_on)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9::jsonb, $10, $11, $12, now(), $13, now())`,
    [
      id,
      principal.tenantId,
      task.project?.id ?? null,
      task.project?.businessId ?? null,
      task.project?.subprojectBusinessId ?? null,
      task.versionNumber ?? null,
      task.type,
      task.visibility ?? 'SHOW',
      JSON.stringify(parameters),
      task.estimatedSeconds,
      task.input ?? null,
      principal.username,
      principal.username,
    ],
  );
  await em.execute(
    "SELECT graphile_worker.add_job(?, json_build_object('taskRequestId', ?::text), max_attempts => 5)",
    [task.type, id],
  );
  return docRefOf('TaskRequest-dm', id);
}
