import { defineEntity, type InferEntity } from '@mikro-orm/core';
import { auditProperties } from './audit';

export const TestFolder = defineEntity({
  name: 'TestFolder',
  tableName: 'test_folder',
  properties: (p) => ({
    id: p.uuid().primary(),
    projectId: p.uuid(),
    versionId: p.uuid(),
    suiteId: p.uuid(),
    businessId: p.string(),
    title: p.string(),
    description: p.text(),
    ...auditProperties(),
  }),
});
export type TestFolder = InferEntity<typeof TestFolder>;
