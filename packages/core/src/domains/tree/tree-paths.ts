import type { ServiceContext } from '../../kernel/context';
import { sqlArray } from '../../kernel/db/sql-array';

export interface TreePath {
  nodeNames: string[];
  nodePaths: { id: string; type: 'TestSuite-dm' | 'TestFolder-dm' }[];
}

/** The display form of a path: the names from the suite down, joined. */
export const pathText = (path: TreePath) => path.nodeNames.join(' / ');

/**
 * SQL of a node's path as a JSON array of `[parent id, parent is a folder, parent title]`, from the suite down to the
 * node's parent, for the node `node` of tenant `tenant` (SQL expressions). A list puts it in its page's select, so
 * the path costs no round trip of its own. Titles are looked up per path node by key: the planner cannot size a
 * recursive CTE and would otherwise hash whole suite and folder tables once per row of the page.
 */
export const treePathSql = (node: string, tenant: string) => `(WITH RECURSIVE up AS (
    SELECT l.parent_id, l.parent_is_folder, 1 AS depth
    FROM test_tree_link l WHERE l.tenant_id = ${tenant} AND l.child_id = ${node}
    UNION ALL
    SELECT l.parent_id, l.parent_is_folder, up.depth + 1
    FROM up JOIN test_tree_link l ON l.tenant_id = ${tenant} AND l.child_id = up.parent_id
    WHERE up.parent_is_folder)
  SELECT coalesce(jsonb_agg(jsonb_build_array(up.parent_id, up.parent_is_folder, CASE WHEN up.parent_is_folder
      THEN (SELECT f.title FROM test_folder f WHERE f.id = up.parent_id)
      ELSE (SELECT s.title FROM test_suite s WHERE s.id = up.parent_id) END)
    ORDER BY up.depth DESC), '[]'::jsonb)
  FROM up)`;

/**
 * SQL of a case's place in its suite's tree: the order keys from the suite down to the case, joined by a space (which
 * sorts below every key character), so `ORDER BY <it> COLLATE "C"` lists cases in tree order. Walks up from the case,
 * so it costs what the cases ordered hold, not what their suites hold.
 */
export const treeSortSql = (node: string, tenant: string) => `(WITH RECURSIVE up AS (
    SELECT l.parent_id, l.parent_is_folder, l.order_key::text AS sort
    FROM test_tree_link l WHERE l.tenant_id = ${tenant} AND l.child_id = ${node}
    UNION ALL
    SELECT l.parent_id, l.parent_is_folder, l.order_key || ' ' || up.sort
    FROM up JOIN test_tree_link l ON l.tenant_id = ${tenant} AND l.child_id = up.parent_id
    WHERE up.parent_is_folder)
  SELECT up.sort FROM up WHERE NOT up.parent_is_folder)`;

/** A path as `treePathSql` reads it. */
export type TreePathJson = [id: string, isFolder: boolean, title: string][];

export const treePathOf = (json: TreePathJson): TreePath => ({
  nodeNames: json.map(([, , title]) => title),
  nodePaths: json.map(([id, isFolder]) => ({ id, type: isFolder ? 'TestFolder-dm' : 'TestSuite-dm' })),
});

/** The path from the suite down to the parent of each node (case or folder), for many nodes in one query. */
export async function treePaths(ctx: ServiceContext, nodeIds: string[]): Promise<Map<string, TreePath>> {
  if (!nodeIds.length) return new Map();
  const ids = sqlArray(nodeIds, 'uuid');
  const rows = await ctx.em.execute<{ node: string; path: TreePathJson }[]>(
    `SELECT n.node, ${treePathSql('n.node', '?')} AS path FROM unnest(${ids.sql}) AS n(node)`,
    [ctx.principal.tenantId, ctx.principal.tenantId, ids.param],
  );
  return new Map(rows.map((row) => [row.node, treePathOf(row.path)]));
}
