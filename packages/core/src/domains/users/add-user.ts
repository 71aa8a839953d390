import { randomUUID } from 'node:crypto';
import { docRefOf, UserInput } from '@tmt/contract';
import type { ServiceContext } from '../../kernel/context';
import { parseInput } from '../../kernel/documents/parse-input';
import { DomainError } from '../../kernel/errors';
import { callerUnits } from './caller-units';
import { checkGrantedRoles, distinctRoles } from './user-admin';

/**
 * ADD_DOCUMENT for User-dm: a user of the caller's tenant, by a tenant admin, or by an admin of the projects and sub
 * projects of all the new user's roles. The username is taken at most once per tenant, regardless of case and
 * including deleted users (USERNAME_TAKEN): it is the name the record knows them by.
 */
export async function addUser(ctx: ServiceContext, document: unknown): Promise<string> {
  const root = parseInput(UserInput, (document as { Root?: unknown } | null)?.Root, ['document', 'Root']);
  const roles = distinctRoles(root.organizationUnitRole);
  return ctx.tx(async (tx) => {
    await checkGrantedRoles(tx, await callerUnits(tx), root.username, [], roles);
    const id = randomUUID();
    const { tenantId, username } = ctx.principal;
    const expires = root.setting.ExpirationDate;
    const added = await tx.em.execute(
      `INSERT INTO app_user (id, tenant_id, username, email, first_name, last_name, enabled, expiration_date,
         organization_unit_role, created_by, created_on, edited_by, edited_on)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?::jsonb, ?, now(), ?, now())
       ON CONFLICT DO NOTHING RETURNING id`,
      [
        id,
        tenantId,
        root.username,
        root.email,
        root.firstName,
        root.lastName,
        root.enabled,
        expires === null ? null : new Date(expires),
        JSON.stringify(roles),
        username,
        username,
      ],
    );
    if (!added.length) throw new DomainError('CONFLICT', 'USERNAME_TAKEN', { username: root.username });
    return docRefOf('User-dm', id);
  });
}
