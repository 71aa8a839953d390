import { defineEntity, type InferEntity } from '@mikro-orm/core';
import { auditProperties } from './audit';

/** A tag used in a project, unique per project case-insensitively. */
export const Tag = defineEntity({
  name: 'Tag',
  tableName: 'tag',
  properties: (p) => ({
    id: p.uuid().primary(),
    projectId: p.uuid(),
    value: p.string(),
    lowerCaseValue: p.string(),
    ...auditProperties(),
  }),
});
export type Tag = InferEntity<typeof Tag>;
