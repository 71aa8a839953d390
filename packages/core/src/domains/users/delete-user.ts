import type { ServiceContext } from '../../kernel/context';
import { handleAfterDeletingUserTask } from './handle-after-deleting-user';
import { assertAdministers, assertNotOwnLockout, loadUser } from './user-admin';

/**
 * DELETE_DOCUMENT for User-dm, by whoever administers the user, never by the user themselves. The row stays, marked
 * deleted and disabled, so the record keeps showing the name (and display name) it has, the username stays taken and
 * the user's tokens are refused at once by every server (the app_user trigger announces it); in the same transaction the
 * hidden task HANDLE_AFTER_DELETING_USER is requested to hand the user's open assignments back.
 */
export async function deleteUser(ctx: ServiceContext, id: string, ref: string): Promise<null> {
  await ctx.tx(async (tx) => {
    const { row, units } = await loadUser(tx, id, ref, true);
    assertAdministers(units, row.username, row.organization_unit_role);
    assertNotOwnLockout(tx, row, true);
    const by = ctx.principal.username;
    await tx.em.execute(
      `UPDATE app_user SET deleted_on = now(), deleted_by = ?, enabled = false, edited_by = ?, edited_on = now(),
         model_version = model_version + 1
       WHERE tenant_id = ? AND id = ?`,
      [by, by, ctx.principal.tenantId, row.id],
    );
    await handleAfterDeletingUserTask.request(tx, { userId: row.id, username: row.username });
  });
  return null;
}
