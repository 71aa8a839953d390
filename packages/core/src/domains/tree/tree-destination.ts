import { generateNKeysBetween } from 'fractional-indexing';
import type { ServiceContext } from '../../kernel/context';
import { notFound } from '../../kernel/errors';
import { lockRow } from '../../kernel/locks';

/** Where copied or moved nodes go: a suite or folder of one version. */
export interface TreeDestination {
  parentId: string;
  parentIsFolder: boolean;
  suiteId: string;
  versionId: string;
  projectId: string;
}

/**
 * Locks the destination's row, so appends to it from other transactions take their keys after ours. A task runs
 * later than its request: a destination deleted in between is a missing document, not a failure to retry.
 */
export async function lockDestination(ctx: ServiceContext, destination: TreeDestination) {
  const [kind, model] = destination.parentIsFolder
    ? (['folder', 'TestFolder-dm'] as const)
    : (['suite', 'TestSuite-dm'] as const);
  const found = await lockRow(ctx.em, kind, 'update', ctx.principal.tenantId, destination.parentId);
  if (!found) throw notFound(`${model}/${destination.parentId}`);
}

/** `count` keys for nodes placed at the TOP or BOTTOM of a parent, in order, leaving the other children alone. */
export async function placementKeys(
  ctx: ServiceContext,
  parentId: string,
  count: number,
  position: 'TOP' | 'BOTTOM',
  excluding: string[] = [],
): Promise<string[]> {
  const [edge] = await ctx.em.execute<{ order_key: string }[]>(
    `SELECT order_key FROM test_tree_link WHERE tenant_id = ? AND parent_id = ?
       AND NOT (child_id = ANY(ARRAY(SELECT jsonb_array_elements_text(?::jsonb))::uuid[]))
     ORDER BY order_key ${position === 'TOP' ? 'ASC' : 'DESC'} LIMIT 1`,
    [ctx.principal.tenantId, parentId, JSON.stringify(excluding)],
  );
  const key = edge?.order_key ?? null;
  return position === 'TOP' ? generateNKeysBetween(null, key, count) : generateNKeysBetween(key, null, count);
}
