import { defineEntity, type InferEntity } from '@mikro-orm/core';

/** The last business id handed out per tenant and scope (e.g. `P`, `SP`, `S:<versionId>`). */
export const IdCounter = defineEntity({
  name: 'IdCounter',
  tableName: 'id_counter',
  properties: (p) => ({
    tenantId: p.string().primary(),
    scope: p.string().primary(),
    value: p.bigint('number'),
  }),
});
export type IdCounter = InferEntity<typeof IdCounter>;
