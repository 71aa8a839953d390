import { defineEntity, type InferEntity } from '@mikro-orm/core';
import { auditProperties } from './audit';

/** A test suite of one project version; `orderKey` is its fractional-index position in the version. */
export const TestSuite = defineEntity({
  name: 'TestSuite',
  tableName: 'test_suite',
  properties: (p) => ({
    id: p.uuid().primary(),
    projectId: p.uuid(),
    versionId: p.uuid(),
    businessId: p.string(),
    title: p.string(),
    description: p.text(),
    orderKey: p.string(),
    tags: p.array(),
    recommendedPriority: p.string().nullable(),
    ...auditProperties(),
  }),
});
export type TestSuite = InferEntity<typeof TestSuite>;
