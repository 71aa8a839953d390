import { taskParams } from '@tmt/contract';
import type { z } from 'zod';
import type { ServiceContext } from '../../kernel/context';
import { lockClause } from '../../kernel/locks';
import { CLOSED_VERSION_STATUS } from '../../kernel/scope/closed-version';
import { defineTask } from '../../kernel/tasks/define-task';

/** Runs one set-based change and answers how many rows it changed. */
async function changed(ctx: ServiceContext, sql: string, params: unknown[]): Promise<number> {
  const [row] = await ctx.em.execute<{ n: number }[]>(
    `WITH changed AS (${sql} RETURNING 1) SELECT count(*)::int AS n FROM changed`,
    params,
  );
  return row?.n ?? 0;
}

/**
 * HANDLE_AFTER_DELETING_USER, started by deleting a user and hidden from task lists: hands the user's open
 * assignments back, one UPDATE per table. Cases of versions not closed lose them as assignee (`User`, so
 * `HasAssignee` false), suites in open runs as `Assignee`, executions in open runs as `Tester`. Closed runs and
 * versions are the record and keep the name, as do CreatedBy, EditedBy, TestedBy and ClosedBy everywhere. The
 * user's pins are removed. The open
 * runs concerned are held (FOR SHARE) first, so a run closing meanwhile closes before or after, never in between.
 */
export const handleAfterDeletingUserTask = defineTask({
  type: 'HANDLE_AFTER_DELETING_USER',
  params: taskParams.HANDLE_AFTER_DELETING_USER,
  visibility: 'HIDE',
  async request(_ctx, input: z.input<typeof taskParams.HANDLE_AFTER_DELETING_USER>) {
    return { scope: null, params: input, estimatedSeconds: 1 };
  },
  async handle({ ctx, params: { username }, progress }) {
    const { tenantId } = ctx.principal;
    const by = ctx.principal.username;
    await ctx.em.execute(
      `SELECT r.id FROM test_run r
       WHERE r.tenant_id = ? AND r.status = 'active' AND r.id IN (
         SELECT e.run_id FROM test_execution e WHERE e.tenant_id = ? AND e.tester = ?
         UNION SELECT s.run_id FROM test_run_suite s WHERE s.tenant_id = ? AND s.assignee = ?)
       ORDER BY r.id${lockClause('run', 'share')}`,
      [tenantId, tenantId, username, tenantId, username],
    );
    const edited = 'edited_by = ?, edited_on = now(), model_version = x.model_version + 1';
    const cases = await changed(
      ctx,
      `UPDATE test_case x SET assignee = NULL, ${edited} FROM project_version v
       WHERE x.tenant_id = ? AND x.assignee = ? AND v.tenant_id = x.tenant_id AND v.id = x.version_id AND v.status <> ?`,
      [by, tenantId, username, CLOSED_VERSION_STATUS],
    );
    await progress(30);
    const suitesInRuns = await changed(
      ctx,
      `UPDATE test_run_suite x SET assignee = NULL, ${edited} FROM test_run r
       WHERE x.tenant_id = ? AND x.assignee = ? AND r.tenant_id = x.tenant_id AND r.id = x.run_id AND r.status = 'active'`,
      [by, tenantId, username],
    );
    await progress(55);
    const executions = await changed(
      ctx,
      `UPDATE test_execution x SET tester = NULL, ${edited} FROM test_run r
       WHERE x.tenant_id = ? AND x.tester = ? AND r.tenant_id = x.tenant_id AND r.id = x.run_id AND r.status = 'active'`,
      [by, tenantId, username],
    );
    await progress(80);
    // Pins are quick access for their owner alone: nobody can see a deleted user's, so they go.
    const pins = await changed(
      ctx,
      'DELETE FROM pin p USING app_user u WHERE p.tenant_id = ? AND u.tenant_id = p.tenant_id AND u.id = p.user_id AND u.username = ?',
      [tenantId, username],
    );
    return { cases, suitesInRuns, executions, pins };
  },
});
