import { defineEntity, type InferEntity } from '@mikro-orm/core';
import type { OrganizationUnitRole } from '@tmt/contract';
import { auditProperties } from './audit';

/**
 * A user of a tenant (User-dm). A deleted user keeps the row, marked by `deletedOn`, so the names in the record keep
 * their display name and the username stays taken; such a row is neither read, listed nor authenticated.
 */
export const User = defineEntity({
  name: 'User',
  tableName: 'app_user',
  properties: (p) => ({
    id: p.uuid().primary(),
    username: p.string(),
    email: p.string(),
    firstName: p.string(),
    lastName: p.string(),
    enabled: p.boolean(),
    expirationDate: p.datetime().nullable(),
    organizationUnitRole: p.json<OrganizationUnitRole[]>(),
    ...auditProperties(),
    deletedOn: p.datetime().nullable(),
    deletedBy: p.string().nullable(),
  }),
});
export type User = InferEntity<typeof User>;
