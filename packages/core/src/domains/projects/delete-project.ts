import { type DeleteProjectParams, parseDocRef, taskParams } from '@tmt/contract';
import type { z } from 'zod';
import { lockClause } from '../../kernel/locks';
import { resolveProjectById } from '../../kernel/scope/resolve-project';
import { defineTask } from '../../kernel/tasks/define-task';
import { assertProjectWithoutOpenRuns } from '../runs/open-run-guard';
import { deleteVersionContent } from './delete-content';

/**
 * DELETE_PROJECT: a sub project needs the admin role on it, its parent or the tenant; a parent project (with its
 * sub projects) the admin role on the tenant (access mode `remove`);
 * refused while the project or a sub project of it has open runs. The task deletes the project, its sub projects,
 * their versions, content, closed runs, settings and tags, and the pins in them go along (ON DELETE CASCADE); task
 * requests stay. A run opened since the call was checked ends the task in ERROR with PROJECT_HAS_OPEN_RUNS.
 */
export const deleteProjectTask = defineTask({
  type: 'DELETE_PROJECT',
  params: taskParams.DELETE_PROJECT,
  async request(ctx, { projectDocRef: docRef }: z.output<typeof DeleteProjectParams>) {
    const { id } = parseDocRef(docRef);
    const scoped = await resolveProjectById(ctx, id, docRef, 'remove');
    await assertProjectWithoutOpenRuns(ctx, id, scoped.project.businessId);
    return { scope: scoped, params: { projectId: id }, estimatedSeconds: 1 };
  },
  async handle({ ctx, params: { projectId }, progress }) {
    const { em } = ctx;
    const tenantId = ctx.principal.tenantId;
    const projects = `SELECT id FROM project WHERE tenant_id = ? AND (id = ? OR parent_id = ?)`;
    const scope = [tenantId, projectId, projectId];
    // Versions first, as ADD_DOCUMENT of a run takes its version before its project: no run is added meanwhile.
    await em.execute(
      `SELECT id FROM project_version WHERE tenant_id = ? AND project_id IN (${projects}) ORDER BY id${lockClause('version', 'update')}`,
      [tenantId, ...scope],
    );
    const locked = await em.execute<{ id: string; business_id: string }[]>(
      `SELECT id, business_id FROM project WHERE tenant_id = ? AND (id = ? OR parent_id = ?) ORDER BY id${lockClause('project', 'update')}`,
      scope,
    );
    const project = locked.find((row) => row.id === projectId);
    if (!project) return { deletedProjects: 0 };
    await assertProjectWithoutOpenRuns(ctx, projectId, project.business_id);
    await deleteVersionContent(
      ctx,
      `SELECT id FROM project_version WHERE project_id IN (${projects})`,
      scope,
      progress,
    );
    for (const statement of [
      `DELETE FROM tag WHERE tenant_id = ? AND project_id IN (${projects})`,
      `DELETE FROM project_setting WHERE tenant_id = ? AND project_id IN (${projects})`,
      `DELETE FROM project_version WHERE tenant_id = ? AND project_id IN (${projects})`,
      'DELETE FROM project_subproject_link WHERE tenant_id = ? AND (parent_id = ? OR child_id = ?)',
    ]) {
      await em.execute(statement, statement.includes('IN (') ? [tenantId, ...scope] : scope);
    }
    await progress(95);
    const deleted = await em.execute(
      'DELETE FROM project WHERE tenant_id = ? AND (parent_id = ? OR id = ?) RETURNING id',
      scope,
    );
    return { deletedProjects: deleted.length };
  },
});
