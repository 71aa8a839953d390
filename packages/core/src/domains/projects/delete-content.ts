import type { ServiceContext } from '../../kernel/context';

/** Deletes all test content and runs of some project versions, children before parents, in set-based statements. */
export async function deleteVersionContent(ctx: ServiceContext, versionIdsSql: string, params: unknown[]) {
  // Runs of those versions go too; their suite links and executions follow by ON DELETE CASCADE.
  for (const table of ['test_run', 'test_tree_link', 'test_case', 'test_folder', 'test_suite']) {
    await ctx.em.execute(`DELETE FROM ${table} WHERE tenant_id = ? AND version_id IN (${versionIdsSql})`, [
      ctx.principal.tenantId,
      ...params,
    ]);
  }
}
