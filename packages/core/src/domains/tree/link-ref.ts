import { docRefOf, type LinkRef } from '@tmt/contract';
import type { ServiceContext } from '../../kernel/context';
import type { TestTreeLinkRow } from '../../kernel/entities/rows';

/**
 * The link reference of a node: relationship by its parent's kind, the predecessor sibling's link and the
 * node's position among its siblings (zero-based), read from the order keys.
 */
export async function linkRefOf(ctx: ServiceContext, childId: string): Promise<LinkRef> {
  const rows = await ctx.em.execute<TreeLinkRefRow[]>(
    `SELECT l.*,
       (SELECT p.id FROM test_tree_link p WHERE p.tenant_id = l.tenant_id AND p.parent_id = l.parent_id
          AND p.order_key < l.order_key ORDER BY p.order_key DESC LIMIT 1) AS predecessor_id,
       (SELECT count(*) FROM test_tree_link p WHERE p.tenant_id = l.tenant_id AND p.parent_id = l.parent_id
          AND p.order_key < l.order_key)::int AS position
     FROM test_tree_link l WHERE l.tenant_id = ? AND l.child_id = ?`,
    [ctx.principal.tenantId, childId],
  );
  // Callers pass a node they have just placed or loaded: its link exists.
  return treeLinkRef(rows[0]!);
}

/** A `test_tree_link` row with its `predecessor_id` and zero-based `position`. */
export type TreeLinkRefRow = TestTreeLinkRow & { predecessor_id: string | null; position: number };

/** The link reference of a tree link. */
export function treeLinkRef(link: TreeLinkRefRow): LinkRef {
  return {
    id: link.id,
    linkDescriptor: {
      relationshipModel: link.parent_is_folder ? 'TestFolderTestCaseFolder-rm' : 'TestSuiteTestCaseFolder-rm',
      entities: [
        {
          role: 'parent',
          modelName: link.parent_is_folder ? 'TestFolder-dm' : 'TestSuite-dm',
          docRef: docRefOf(link.parent_is_folder ? 'TestFolder-dm' : 'TestSuite-dm', link.parent_id),
        },
        {
          role: 'child',
          modelName: link.child_is_folder ? 'TestFolder-dm' : 'TestCase-dm',
          docRef: docRefOf(link.child_is_folder ? 'TestFolder-dm' : 'TestCase-dm', link.child_id),
        },
      ],
      predecessorLinkRef: link.predecessor_id,
      position: link.position,
    },
  };
}
