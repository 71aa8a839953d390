import { type DeleteTestSuiteParams, parseDocRef, taskParams } from '@tmt/contract';
import type { z } from 'zod';
import { loadScopedRow } from '../../kernel/scope/scoped-row';
import { defineTask } from '../../kernel/tasks/define-task';
import { clearPinsOfDeletedDocuments } from '../pins/delete-pinned-documents';
import { assertSuiteNotInOpenRun } from '../runs/open-run-guard';

/**
 * DELETE_TEST_SUITE: refused while the suite is in an open run; the task deletes it with its folders, cases and
 * tree, unless it went into an open run meanwhile; pins of what it deleted are cleared after it.
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
  async handle({ ctx, params: { suiteId }, progress }) {
    const { em } = ctx;
    const tenantId = ctx.principal.tenantId;
    await assertSuiteNotInOpenRun(ctx, suiteId);
    const tables = ['test_tree_link', 'test_case', 'test_folder'];
    for (const [i, table] of tables.entries()) {
      await em.execute(`DELETE FROM ${table} WHERE tenant_id = ? AND suite_id = ?`, [tenantId, suiteId]);
      await progress((80 * (i + 1)) / tables.length);
    }
    const [deleted] = await em.execute<{ project_id: string }[]>(
      'DELETE FROM test_suite WHERE tenant_id = ? AND id = ? RETURNING project_id',
      [tenantId, suiteId],
    );
    if (deleted) await clearPinsOfDeletedDocuments(ctx, deleted.project_id);
    return { deleted: deleted !== undefined };
  },
});
