import { UserPatch } from '@tmt/contract';
import type { ServiceContext } from '../../kernel/context';
import { checkModelVersion } from '../../kernel/documents/model-version';
import { invalidInput, parseInput } from '../../kernel/documents/parse-input';
import { saveChanges } from '../../kernel/documents/save-changes';
import { User } from '../../kernel/entities';
import { timestamp } from '../../kernel/entities/timestamp';
import {
  assertAdministers,
  assertNotOwnLockout,
  checkGrantedRoles,
  distinctRoles,
  loadUser,
  sameRoles,
} from './user-admin';

/**
 * MODIFY_DOCUMENT for User-dm: names, email, `enabled`, `setting.ExpirationDate` and the roles (a whole list), by
 * whoever administers the user; new roles only on units the caller administers. The username cannot change, and
 * nobody disables or expires themselves or changes their own roles (OWN_USER_LOCKOUT).
 */
export async function modifyUser(
  ctx: ServiceContext,
  id: string,
  ref: string,
  document: unknown,
  expected?: number,
): Promise<null> {
  const patch = parseInput(UserPatch, (document as { Root?: unknown } | null)?.Root, ['document', 'Root']);
  const roles = patch.organizationUnitRole && distinctRoles(patch.organizationUnitRole);
  await ctx.tx(async (tx) => {
    const { row, units } = await loadUser(tx, id, ref, true);
    checkModelVersion(expected, row.model_version);
    assertAdministers(units, row.username, row.organization_unit_role);
    if (patch.username !== undefined && patch.username !== row.username) {
      throw invalidInput([
        { path: 'params.document.Root.username', message: 'the username cannot change', code: 'invalid_value' },
      ]);
    }
    const stored = row.expiration_date === null ? null : timestamp(row.expiration_date).getTime();
    const expires = patch.setting?.ExpirationDate;
    const rolesChange = roles !== undefined && !sameRoles(roles, row.organization_unit_role);
    const expiresChange = expires !== undefined && expires !== stored;
    assertNotOwnLockout(tx, row, patch.enabled === false || expiresChange || rolesChange);
    if (rolesChange) await checkGrantedRoles(tx, units, row.username, row.organization_unit_role, roles);
    await saveChanges(tx, User, row, {
      email: patch.email,
      firstName: patch.firstName,
      lastName: patch.lastName,
      enabled: patch.enabled,
      expirationDate: expiresChange ? (expires === null ? null : new Date(expires)) : undefined,
      organizationUnitRole: rolesChange ? roles : undefined,
    });
  });
  return null;
}
