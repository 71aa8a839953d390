import { defineEntity, type InferEntity } from '@mikro-orm/core';
import type { OrganizationUnitRole } from '@tmt/contract';

export const User = defineEntity({
  name: 'User',
  tableName: 'app_user',
  properties: (p) => ({
    id: p.uuid().primary(),
    tenantId: p.string(),
    username: p.string(),
    email: p.string(),
    firstName: p.string(),
    lastName: p.string(),
    enabled: p.boolean(),
    expirationDate: p.datetime().nullable(),
    organizationUnitRole: p.json<OrganizationUnitRole[]>(),
    createdOn: p.datetime(),
  }),
});
export type User = InferEntity<typeof User>;
