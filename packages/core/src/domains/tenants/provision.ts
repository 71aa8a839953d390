import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { OrganizationUnitRole } from '@tmt/contract';
import type { Principal } from '../../kernel/access/principal';
import { User } from '../../kernel/entities';

/** Creates a tenant unless it exists. */
export async function ensureTenant(em: EntityManager, id: string, name = id): Promise<void> {
  await em.execute('INSERT INTO tenant (id, name) VALUES (?, ?) ON CONFLICT (id) DO NOTHING', [id, name]);
}

export interface NewUser {
  tenantId: string;
  username: string;
  roles: OrganizationUnitRole[];
  email?: string;
  firstName?: string;
  lastName?: string;
  expirationDate?: Date | null;
}

/** Creates a user of a tenant and answers the principal a token for them resolves to. */
export async function createUser(em: EntityManager, input: NewUser): Promise<Principal> {
  const now = new Date();
  const user = em.create(User, {
    id: randomUUID(),
    tenantId: input.tenantId,
    username: input.username,
    email: input.email ?? '',
    firstName: input.firstName ?? '',
    lastName: input.lastName ?? '',
    enabled: true,
    expirationDate: input.expirationDate ?? null,
    organizationUnitRole: input.roles,
    // Provisioning runs before there is a caller.
    createdBy: 'SYSTEM',
    createdOn: now,
    editedBy: 'SYSTEM',
    editedOn: now,
  });
  await em.flush();
  return { tenantId: user.tenantId, userId: user.id, username: user.username, roles: user.organizationUnitRole };
}
