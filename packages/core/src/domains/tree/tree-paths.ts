import type { ServiceContext } from '../../kernel/context';
import { sqlArray } from '../../kernel/db/sql-array';

export interface TreePath {
  nodeNames: string[];
  nodePaths: { id: string; type: 'TestSuite-dm' | 'TestFolder-dm' }[];
}

/** The display form of a path: the names from the suite down, joined. */
export const pathText = (path: TreePath) => path.nodeNames.join(' / ');

/**
 * The path from the suite down to the parent of each node (case or folder), for many nodes in one recursive query.
 */
export async function treePaths(ctx: ServiceContext, nodeIds: string[]): Promise<Map<string, TreePath>> {
  const paths = new Map<string, TreePath>(nodeIds.map((id) => [id, { nodeNames: [], nodePaths: [] }]));
  if (!nodeIds.length) return paths;
  const ids = sqlArray(nodeIds, 'uuid');
  const rows = await ctx.em.execute<
    { node: string; depth: number; parent_id: string; parent_is_folder: boolean; title: string }[]
  >(
    `WITH RECURSIVE up AS (
       SELECT l.child_id AS node, l.parent_id, l.parent_is_folder, 1 AS depth
       FROM test_tree_link l WHERE l.tenant_id = ? AND l.child_id = ANY(${ids.sql})
       UNION ALL
       SELECT up.node, l.parent_id, l.parent_is_folder, up.depth + 1
       FROM up JOIN test_tree_link l ON l.tenant_id = ? AND l.child_id = up.parent_id
       WHERE up.parent_is_folder
     )
     SELECT up.node, up.depth, up.parent_id, up.parent_is_folder, coalesce(f.title, s.title) AS title
     FROM up
     LEFT JOIN test_folder f ON up.parent_is_folder AND f.id = up.parent_id
     LEFT JOIN test_suite s ON NOT up.parent_is_folder AND s.id = up.parent_id
     ORDER BY up.node, up.depth DESC`,
    [ctx.principal.tenantId, ids.param, ctx.principal.tenantId],
  );
  for (const row of rows) {
    const path = paths.get(row.node);
    path?.nodeNames.push(row.title);
    path?.nodePaths.push({ id: row.parent_id, type: row.parent_is_folder ? 'TestFolder-dm' : 'TestSuite-dm' });
  }
  return paths;
}
