import { generateKeyBetween } from 'fractional-indexing';
import type { ServiceContext } from '../../kernel/context';

/**
 * Fractional-index keys: a node placed between two siblings gets a key between theirs, so an insert or a move
 * writes one row and never renumbers the others. Callers lock the parent row first, which serialises concurrent
 * inserts into one parent without blocking other parents.
 */
export const keyBetween = (before: string | null, after: string | null) => generateKeyBetween(before, after);

/** The key after the last child of a tree parent (suite or folder), for appending. */
export async function appendKeyInTree(ctx: ServiceContext, parentId: string): Promise<string> {
  const [last] = await ctx.em.execute<{ order_key: string }[]>(
    'SELECT order_key FROM test_tree_link WHERE tenant_id = ? AND parent_id = ? ORDER BY order_key DESC LIMIT 1',
    [ctx.principal.tenantId, parentId],
  );
  return keyBetween(last?.order_key ?? null, null);
}

/** The key after the last suite of a version. */
export async function appendKeyInVersion(ctx: ServiceContext, versionId: string): Promise<string> {
  const [last] = await ctx.em.execute<{ order_key: string }[]>(
    'SELECT order_key FROM test_suite WHERE tenant_id = ? AND version_id = ? ORDER BY order_key DESC LIMIT 1',
    [ctx.principal.tenantId, versionId],
  );
  return keyBetween(last?.order_key ?? null, null);
}
