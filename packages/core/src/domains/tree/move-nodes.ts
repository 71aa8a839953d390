import type { ServiceContext } from '../../kernel/context';
import { sqlArray } from '../../kernel/db/sql-array';
import { DomainError } from '../../kernel/errors';
import { noProgress, type Progress } from '../../kernel/tasks/progress';
import { lockOpenRunsOfCases, relinkMovedExecutions } from '../runs/follow-moved-cases';
import { lockDestination, placementKeys, type TreeDestination } from './tree-destination';

/**
 * Moves cases and folders (with their sub trees) to the TOP or BOTTOM of a destination of the same version, in
 * the given order. A folder cannot go into itself or below itself. Nodes that change suite take their sub trees
 * along, and the executions of their cases in open runs follow them; `progress` is reported after each step.
 */
export async function moveNodes(
  ctx: ServiceContext,
  nodeIds: string[],
  destination: TreeDestination,
  position: 'TOP' | 'BOTTOM',
  progress: Progress = noProgress,
): Promise<{ moved: number }> {
  const { em } = ctx;
  const tenantId = ctx.principal.tenantId;
  await assertNotIntoItself(ctx, nodeIds, destination.parentId);
  const nodes = sqlArray(nodeIds, 'uuid');
  await lockDestination(ctx, destination);
  const subtree = `WITH RECURSIVE down AS (
      SELECT unnest(${nodes.sql}) AS id
      UNION ALL
      SELECT l.child_id FROM down JOIN test_tree_link l ON l.tenant_id = ? AND l.parent_id = down.id
    ) SELECT id FROM down`;
  const changingSuite = (
    await em.execute<{ id: string }[]>(
      `SELECT id FROM test_case WHERE tenant_id = ? AND suite_id <> ? AND id IN (${subtree})`,
      [tenantId, destination.suiteId, nodes.param, tenantId],
    )
  ).map((row) => row.id);
  await lockOpenRunsOfCases(ctx, changingSuite);
  await progress(30);
  const keys = await placementKeys(ctx, destination.parentId, nodeIds.length, position, nodeIds);
  // Order keys are unique per parent: park the moving nodes on keys of their own first.
  await em.execute(
    `UPDATE test_tree_link SET order_key = '~' || child_id WHERE tenant_id = ? AND child_id = ANY(${nodes.sql})`,
    [tenantId, nodes.param],
  );
  const moved = await em.execute(
    `UPDATE test_tree_link l SET parent_id = ?, parent_is_folder = ?, order_key = (?::jsonb ->> (r.ord - 1)::int)
     FROM unnest(${nodes.sql}) WITH ORDINALITY AS r(id, ord)
     WHERE l.tenant_id = ? AND l.child_id = r.id RETURNING l.child_id`,
    [destination.parentId, destination.parentIsFolder, JSON.stringify(keys), nodes.param, tenantId],
  );
  await progress(50);
  for (const [table, column] of [
    ['test_tree_link', 'child_id'],
    ['test_case', 'id'],
    ['test_folder', 'id'],
  ] as const) {
    await em.execute(
      `UPDATE ${table} SET suite_id = ? WHERE tenant_id = ? AND suite_id <> ? AND ${column} IN (${subtree})`,
      [destination.suiteId, tenantId, destination.suiteId, nodes.param, tenantId],
    );
  }
  await progress(80);
  await relinkMovedExecutions(ctx, changingSuite);
  return { moved: moved.length };
}

/** Refuses to put a folder into itself or one of its sub folders (checked at the call and again in the task). */
export async function assertNotIntoItself(ctx: ServiceContext, nodeIds: string[], parentId: string) {
  const nodes = sqlArray(nodeIds, 'uuid');
  const [cycle] = await ctx.em.execute(
    `WITH RECURSIVE up AS (
       SELECT ?::uuid AS id
       UNION ALL
       SELECT l.parent_id FROM up JOIN test_tree_link l ON l.tenant_id = ? AND l.child_id = up.id AND l.parent_is_folder
     ) SELECT 1 FROM up WHERE id = ANY(${nodes.sql}) LIMIT 1`,
    [parentId, ctx.principal.tenantId, nodes.param],
  );
  if (cycle) {
    throw new DomainError(
      'INVALID_PARAMS',
      'INVALID_PARAMS',
      {},
      {
        issues: [{ path: 'params', message: 'a folder cannot be moved into itself or one of its sub folders' }],
      },
    );
  }
}
