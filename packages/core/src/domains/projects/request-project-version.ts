import type { ServiceContext } from '../../kernel/context';
import { resolveProjectScope } from '../../kernel/scope/resolve-project';
import { enqueueTask } from '../../kernel/tasks/enqueue-task';
import { taskProject } from '../../kernel/tasks/task-project';

interface Input {
  ProjectId?: string;
  SubprojectId?: string;
  Title?: string;
  Description: string;
  KeyPoints: string;
}

/** CREATE_PROJECT_VERSION: requests the copy of the latest version as a task and answers the task's docRef. */
export async function requestProjectVersion(ctx: ServiceContext, general: Input): Promise<string> {
  return ctx.tx(async (tx) => {
    const scoped = await resolveProjectScope(
      tx,
      { projectId: general.ProjectId, subProjectId: general.SubprojectId },
      'write',
    );
    const [size] = await tx.em.execute<{ cases: number }[]>(
      `SELECT count(*)::int AS cases FROM test_case c JOIN project_version v ON v.id = c.version_id
       WHERE c.tenant_id = ? AND v.tenant_id = ? AND v.project_id = ? AND v.is_latest_version`,
      [ctx.principal.tenantId, ctx.principal.tenantId, scoped.project.id],
    );
    return enqueueTask(tx.em, ctx.principal, {
      type: 'CREATE_PROJECT_VERSION',
      project: taskProject(scoped),
      parameters: {
        projectId: scoped.project.id,
        title: general.Title ?? null,
        description: general.Description,
        keyPoints: general.KeyPoints,
      },
      // About 10,000 cases a second on two cores, and never less than a second.
      estimatedSeconds: Math.max(1, Math.ceil((size?.cases ?? 0) / 10_000)),
    });
  });
}
