import { defineEntity, type InferEntity } from '@mikro-orm/core';
import { auditProperties } from './audit';
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
export function projectRecord(row: Record<string, unknown>): ProjectRecord {
  return {
    id: row.id as string,
    tenantId: row.tenant_id as string,
    businessId: row.business_id as string,
    parentId: (row.parent_id as string | null) ?? null,
    title: row.title as string,
    description: row.description as string,
    createdBy: row.created_by as string,
    createdOn: timestamp(row.created_on),
    editedBy: row.edited_by as string,
    editedOn: timestamp(row.edited_on),
    modelVersion: row.model_version as number,
  };
}
