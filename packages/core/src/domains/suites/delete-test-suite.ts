import { type DeleteTestSuiteParams, parseDocRef, taskParams } from '@tmt/contract';
import type { z } from 'zod';
import { loadScopedRow } from '../../kernel/scope/scoped-row';
import { defineTask } from '../../kernel/tasks/define-task';
import { assertSuiteNotInOpenRun } from '../runs/open-run-guard';

/**
 * DELETE_TEST_SUITE: refused while the suite is in an open run; the task deletes it with its folders, cases and
 * tree, unless it went into an open run meanwhile.
 */
export const deleteTestSuiteTask = defineTask({
  type: 'DELETE_TEST_SUITE',
  params: taskParams.DELETE_TEST_SUITE,
  async request(ctx, { testSuiteDocRef }: z.output<typeof DeleteTestSuiteParams>) {
    const { id } = parseDocRef(testSuiteDocRef);
    const { row, scoped, versionNumber } = await loadScopedRow(ctx, 'test_suite', id, testSuiteDocRef, 'write');
    await assertSuiteNotInOpenRun(ctx, id);
    return {
      scope: scoped,
      versionNumber,
      params: { suiteId: id, suiteBusinessId: String(row.business_id) },
      estimatedSeconds: 1,
    };
  },
  async handle({ ctx, params: { suiteId } }) {
    const { em } = ctx;
    const tenantId = ctx.principal.tenantId;
    await assertSuiteNotInOpenRun(ctx, suiteId);
    await em.execute('DELETE FROM test_tree_link WHERE tenant_id = ? AND suite_id = ?', [tenantId, suiteId]);
    await em.execute('DELETE FROM test_case WHERE tenant_id = ? AND suite_id = ?', [tenantId, suiteId]);
    await em.execute('DELETE FROM test_folder WHERE tenant_id = ? AND suite_id = ?', [tenantId, suiteId]);
    const deleted = await em.execute('DELETE FROM test_suite WHERE tenant_id = ? AND id = ? RETURNING id', [
      tenantId,
      suiteId,
    ]);
    return { deleted: deleted.length > 0 };
  },
});
