import type { ServiceContext } from '../../kernel/context';
import type { Progress } from '../../kernel/tasks/progress';

const contentTables = ['test_run', 'test_tree_link', 'test_case', 'test_folder', 'test_suite'];

/**
 * Deletes all test content and runs of some project versions, children before parents, in set-based statements,
 * reporting up to 90 % of the task's progress as the tables are done.
 */
export async function deleteVersionContent(
  ctx: ServiceContext,
  versionIdsSql: string,
  params: unknown[],
  progress: Progress,
) {
  // Runs of those versions go too; their suite links and executions follow by ON DELETE CASCADE.
  for (const [i, table] of contentTables.entries()) {
    await ctx.em.execute(`DELETE FROM ${table} WHERE tenant_id = ? AND version_id IN (${versionIdsSql})`, [
      ctx.principal.tenantId,
      ...params,
    ]);
    await progress((90 * (i + 1)) / contentTables.length);
  }
}
