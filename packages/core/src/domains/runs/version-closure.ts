import type { ServiceContext } from '../../kernel/context';
import { lockClause } from '../../kernel/locks';
import { CLOSED_VERSION_STATUS } from '../../kernel/scope/closed-version';

export interface VersionClosure {
  closed: boolean;
  /** The open runs that keep the version waiting (0 once it is closed). */
  openRuns: number;
}

/**
 * Closes a version once it has no open run, in the caller's transaction: at the request (`requested`), or, when a
 * request is waiting (`IsAwaitingClosure`), in the transaction that closes or deletes its last open run. While
 * open runs remain, the version waits. The version row is locked first, so a run added meanwhile (it holds the
 * row FOR KEY SHARE) is either counted or waits for the close and is then refused.
 */
export async function closeVersionWhenDue(
  tx: ServiceContext,
  versionId: string,
  requested = false,
): Promise<VersionClosure> {
  const { tenantId } = tx.principal;
  if (!requested) {
    const [waiting] = await tx.em.execute<{ is_awaiting_closure: boolean }[]>(
      'SELECT is_awaiting_closure FROM project_version WHERE tenant_id = ? AND id = ?',
      [tenantId, versionId],
    );
    if (!waiting?.is_awaiting_closure) return { closed: false, openRuns: 0 };
  }
  const [version] = await tx.em.execute<{ status: string }[]>(
    `SELECT status FROM project_version WHERE tenant_id = ? AND id = ?${lockClause('version', 'update')}`,
    [tenantId, versionId],
  );
  if (!version) return { closed: false, openRuns: 0 };
  if (version.status === CLOSED_VERSION_STATUS) return { closed: true, openRuns: 0 };
  const [open] = await tx.em.execute<{ n: number }[]>(
    "SELECT count(*)::int AS n FROM test_run WHERE tenant_id = ? AND version_id = ? AND status = 'active'",
    [tenantId, versionId],
  );
  const openRuns = open?.n ?? 0;
  await tx.em.execute(
    openRuns
      ? 'UPDATE project_version SET is_awaiting_closure = true WHERE id = ?'
      : `UPDATE project_version SET status = '${CLOSED_VERSION_STATUS}', is_awaiting_closure = false,
           close_start_on = now(), close_finished_on = now(), edited_by = 'SYSTEM', edited_on = now(),
           model_version = model_version + 1
         WHERE id = ?`,
    [versionId],
  );
  return { closed: openRuns === 0, openRuns };
}
