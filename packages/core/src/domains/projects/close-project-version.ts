import { type CloseProjectVersionParams, taskParams } from '@tmt/contract';
import type { z } from 'zod';
import { assertVersionWritable } from '../../kernel/scope/closed-version';
import { defineTask } from '../../kernel/tasks/define-task';
import { closeVersionWhenDue } from '../runs/version-closure';
import { versionForWrite } from './version-for-write';

/**
 * CLOSE_PROJECT_VERSION (ours): the call records `CloseRequestOn` (a closed version is refused with
 * VERSION_CLOSED); the task closes the version when it has no open run, else marks it `IsAwaitingClosure`, and the
 * close or deletion of its last open run closes it (see closeVersionWhenDue).
 */
export const closeProjectVersionTask = defineTask({
  type: 'CLOSE_PROJECT_VERSION',
  params: taskParams.CLOSE_PROJECT_VERSION,
  async request(ctx, { projectVersionDocRef: docRef }: z.output<typeof CloseProjectVersionParams>) {
    const { version, scoped } = await versionForWrite(ctx, docRef);
    assertVersionWritable('write', { status: version.status, number: version.versionNumber }, scoped.parentBusinessId);
    await ctx.em.execute(
      'UPDATE project_version SET close_request_on = coalesce(close_request_on, now()) WHERE tenant_id = ? AND id = ?',
      [ctx.principal.tenantId, version.id],
    );
    return {
      scope: scoped,
      versionNumber: version.versionNumber,
      params: { versionId: version.id },
      estimatedSeconds: 1,
    };
  },
  async handle({ ctx, params: { versionId } }) {
    const { closed, openRuns } = await closeVersionWhenDue(ctx, versionId, true);
    return closed ? { closed } : { closed, openRuns };
  },
});
