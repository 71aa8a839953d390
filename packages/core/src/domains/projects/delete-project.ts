import type { RunningTask } from '../../kernel/tasks/run-task';
import { taskContext } from '../../kernel/tasks/task-context';
import { assertProjectWithoutOpenRuns } from '../runs/open-run-guard';
import { deleteVersionContent } from './delete-content';

/**
 * DELETE_PROJECT: a project, its sub projects, their versions, content, closed runs, settings and tags. Task
 * requests stay. A run opened since the call was checked ends the task in ERROR with PROJECT_HAS_OPEN_RUNS.
 */
export async function deleteProject(task: RunningTask) {
  const { em, params, principal } = task;
  const { projectId } = params as { projectId: string };
  const tenantId = principal.tenantId;
  const projects = `SELECT id FROM project WHERE tenant_id = ? AND (id = ? OR parent_id = ?)`;
  const scope = [tenantId, projectId, projectId];
  // Versions first, as ADD_DOCUMENT of a run takes its version before its project: no run is added meanwhile.
  await em.execute(
    `SELECT id FROM project_version WHERE tenant_id = ? AND project_id IN (${projects}) ORDER BY id FOR UPDATE`,
    [tenantId, ...scope],
  );
  const locked = await em.execute<{ id: string; business_id: string }[]>(
    'SELECT id, business_id FROM project WHERE tenant_id = ? AND (id = ? OR parent_id = ?) ORDER BY id FOR UPDATE',
    scope,
  );
  const project = locked.find((row) => row.id === projectId);
  if (!project) return { deletedProjects: 0 };
  await assertProjectWithoutOpenRuns(taskContext(task), projectId, project.business_id);
  await deleteVersionContent(
    taskContext(task),
    `SELECT id FROM project_version WHERE project_id IN (${projects})`,
    scope,
  );
  for (const statement of [
    `DELETE FROM tag WHERE tenant_id = ? AND project_id IN (${projects})`,
    `DELETE FROM project_setting WHERE tenant_id = ? AND project_id IN (${projects})`,
    `DELETE FROM project_version WHERE tenant_id = ? AND project_id IN (${projects})`,
    'DELETE FROM project_subproject_link WHERE tenant_id = ? AND (parent_id = ? OR child_id = ?)',
  ]) {
    await em.execute(statement, statement.includes('IN (') ? [tenantId, ...scope] : scope);
  }
  const deleted = await em.execute(
    'DELETE FROM project WHERE tenant_id = ? AND (parent_id = ? OR id = ?) RETURNING id',
    scope,
  );
  return { deletedProjects: deleted.length };
}
