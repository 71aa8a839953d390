import { defineEntity } from '@mikro-orm/core';

const p = defineEntity.properties;

/** Columns every document row carries: tenant, who and when, and the row version behind `__meta.modelVersion`. */
export const auditProperties = () => ({
  tenantId: p.string(),
  createdBy: p.string(),
  createdOn: p.datetime(),
  editedBy: p.string(),
  editedOn: p.datetime(),
  modelVersion: p.integer().version(),
});
