import { defineEntity, type InferEntity } from '@mikro-orm/core';

export const Tenant = defineEntity({
  name: 'Tenant',
  tableName: 'tenant',
  properties: (p) => ({
    id: p.string().primary(),
    name: p.string(),
    createdOn: p.datetime(),
  }),
});
export type Tenant = InferEntity<typeof Tenant>;
