import { defineEntity, type InferEntity } from '@mikro-orm/core';
import { auditProperties } from './audit';

/** A parent project (P_n, no parent) or a sub project (SP_n, parentId set). */
export const Project = defineEntity({
  name: 'Project',
  tableName: 'project',
  properties: (p) => ({
    id: p.uuid().primary(),
    businessId: p.string(),
    parentId: p.uuid().nullable(),
    title: p.string(),
    description: p.text(),
    ...auditProperties(),
  }),
});
export type Project = InferEntity<typeof Project>;
