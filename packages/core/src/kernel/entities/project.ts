import { defineEntity, type InferEntity } from '@mikro-orm/core';
import { auditProperties } from './audit';
import type { ProjectRow } from './rows';
import { timestamp } from './timestamp';

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

/** A project as read for answers: plain data, no identity map, no change tracking. */
export type ProjectRecord = Pick<
  Project,
  | 'id'
  | 'tenantId'
  | 'businessId'
  | 'parentId'
  | 'title'
  | 'description'
  | 'createdBy'
  | 'createdOn'
  | 'editedBy'
  | 'editedOn'
  | 'modelVersion'
>;

/** Reads a `project` row (snake_case columns) into a ProjectRecord. */
export function projectRecord(row: ProjectRow): ProjectRecord {
  return {
    id: row.id,
    tenantId: row.tenant_id,
    businessId: row.business_id,
    parentId: row.parent_id,
    title: row.title,
    description: row.description,
    createdBy: row.created_by,
    createdOn: timestamp(row.created_on),
    editedBy: row.edited_by,
    editedOn: timestamp(row.edited_on),
    modelVersion: row.model_version,
  };
}
