import type { ServiceContext } from '../../kernel/context';
import { cursorBatches } from '../../kernel/db/cursor';

/**
 * The nodes of one version in tree order, as SQL: suites by their order, each followed depth first by its folders
 * and cases in theirs. Columns: `id`, `kind` ('S', 'F', 'C'), `depth` (a suite is 1), `path` (the titles of the
 * suite and folders above a node, and its own for a suite or folder) and `sort`, which orders the rows. Parameters:
 * tenant, version, tenant. A query reads it as `WITH RECURSIVE tree AS (…)`.
 */
export const versionTreeSql = `
  SELECT s.id, 'S'::text AS kind, 1 AS depth, ARRAY[s.order_key]::text[] AS sort, ARRAY[s.title]::text[] AS path
  FROM test_suite s WHERE s.tenant_id = ? AND s.version_id = ?
  UNION ALL
  SELECT l.child_id, CASE WHEN l.child_is_folder THEN 'F' ELSE 'C' END, t.depth + 1, t.sort || l.order_key::text,
    CASE WHEN l.child_is_folder THEN t.path || (SELECT f.title FROM test_folder f WHERE f.id = l.child_id) ELSE t.path END
  FROM tree t JOIN test_tree_link l ON l.tenant_id = ? AND l.parent_id = t.id
  WHERE t.kind <> 'C'`;

/** Order keys compare bytewise (they are stored COLLATE "C"); so must the paths built of them. */
export const treeOrder = 'tree.sort COLLATE "C"';

/**
 * The nodes of a version in tree order, a batch at a time through a cursor: `select … from tree <joins> <where>`,
 * where `params` are those of `select`, `joins` and `where` in the order they appear.
 */
export function treeRows<Row extends object>(
  ctx: ServiceContext,
  versionId: string,
  query: { select: string; joins: string; where?: string; params?: unknown[] },
  batchSize?: number,
) {
  const tenantId = ctx.principal.tenantId;
  return cursorBatches<Row>(
    ctx,
    `WITH RECURSIVE tree AS (${versionTreeSql})
     SELECT ${query.select} FROM tree ${query.joins} ${query.where ? `WHERE ${query.where}` : ''}
     ORDER BY ${treeOrder}`,
    [tenantId, versionId, tenantId, ...(query.params ?? [])],
    batchSize,
  );
}
