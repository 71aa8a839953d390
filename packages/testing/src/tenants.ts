import { randomUUID } from 'node:crypto';
import type { MikroORM } from '@mikro-orm/postgresql';
import type { OrganizationUnitRole } from '@tmt/contract';
import { createUser, ensureTenant, type Principal, signToken, tenantAdminRole } from '@tmt/core';

/** The HS256 secret test servers verify with (as text for TMT_JWT_SECRET, and as bytes). */
export const testSecretText = 'tmt-test-secret-of-at-least-32-bytes!';
export const testSecret = new TextEncoder().encode(testSecretText);

export interface TestUser {
  principal: Principal;
  token: string;
}

/** A fresh tenant of its own (so tests never see each other's data) with an admin user. */
export async function createTestTenant(
  orm: MikroORM,
  label = 'tenant',
): Promise<{ tenantId: string; admin: TestUser }> {
  const tenantId = `${label}-${randomUUID().slice(0, 8)}`;
  await ensureTenant(orm.em.fork(), tenantId);
  const admin = await createTestUser(orm, tenantId, 'admin', [tenantAdminRole(tenantId)]);
  return { tenantId, admin };
}

/** A user of a tenant with the given roles, and a token for them. */
export async function createTestUser(
  orm: MikroORM,
  tenantId: string,
  username: string,
  roles: OrganizationUnitRole[],
  options: { expirationDate?: Date } = {},
): Promise<TestUser> {
  const principal = await createUser(orm.em.fork(), { tenantId, username, roles, ...options });
  return { principal, token: await signToken(testSecret, { tenant: tenantId, username }) };
}
