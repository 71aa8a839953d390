import { defineEntity, type InferEntity } from '@mikro-orm/core';

/** A node's place in the tree: under the suite or a folder, ordered by a fractional-index key among siblings. */
export const TestTreeLink = defineEntity({
  name: 'TestTreeLink',
  tableName: 'test_tree_link',
  properties: (p) => ({
    id: p.uuid().primary(),
    tenantId: p.string(),
    versionId: p.uuid(),
    suiteId: p.uuid(),
    parentId: p.uuid(),
    parentIsFolder: p.boolean(),
    childId: p.uuid(),
    childIsFolder: p.boolean(),
    orderKey: p.string(),
  }),
});
export type TestTreeLink = InferEntity<typeof TestTreeLink>;
