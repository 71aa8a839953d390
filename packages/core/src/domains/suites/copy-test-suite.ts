import { type CopyTestSuiteParams, parseDocRef, taskParams } from '@tmt/contract';
import { generateKeyBetween } from 'fractional-indexing';
import type { z } from 'zod';
import { nextBusinessNumber } from '../../kernel/ids/next-business-id';
import { lockRow } from '../../kernel/locks';
import { loadScopedRow } from '../../kernel/scope/scoped-row';
import { defineTask } from '../../kernel/tasks/define-task';
import { progressBetween } from '../../kernel/tasks/progress';
import { copyAttachments } from '../attachments/copy-attachments';
import { copyNodes } from '../tree/copy-nodes';

/** COPY_TEST_SUITE: a new suite (next S_n, appended in the same version) holding a copy of the original's tree,
 * attachments included. */
export const copyTestSuiteTask = defineTask({
  type: 'COPY_TEST_SUITE',
  params: taskParams.COPY_TEST_SUITE,
  async request(ctx, { testSuiteDocRef, title }: z.output<typeof CopyTestSuiteParams>) {
    const { id } = parseDocRef(testSuiteDocRef);
    const { row, scoped, versionNumber } = await loadScopedRow(ctx, 'test_suite', id, testSuiteDocRef, 'write');
    return {
      scope: scoped,
      versionNumber,
      params: { suiteId: id, title: title ?? `${row.title} (copy)` },
      estimatedSeconds: 1,
    };
  },
  async handle({ ctx, params: { suiteId, title }, progress, analyzeGrown }) {
    const { em, principal } = ctx;
    const tenantId = principal.tenantId;
    const [suite] = await em.execute<{ project_id: string; version_id: string }[]>(
      'SELECT project_id, version_id FROM test_suite WHERE tenant_id = ? AND id = ?',
      [tenantId, suiteId],
    );
    if (!suite) return { copied: false };
    await lockRow(em, 'version', 'update', tenantId, suite.version_id);
    const [last] = await em.execute<{ order_key: string }[]>(
      'SELECT order_key FROM test_suite WHERE tenant_id = ? AND version_id = ? ORDER BY order_key DESC LIMIT 1',
      [tenantId, suite.version_id],
    );
    const number = await nextBusinessNumber(em, tenantId, `S:${suite.project_id}`);
    const [copy] = await em.execute<{ id: string }[]>(
      `INSERT INTO test_suite (id, tenant_id, project_id, version_id, business_id, title, description, order_key, tags,
         recommended_priority, created_by, created_on, edited_by, edited_on)
       SELECT gen_random_uuid(), tenant_id, project_id, version_id, ?, ?, description, ?, tags, recommended_priority, ?, now(), ?, now()
       FROM test_suite WHERE id = ? RETURNING id`,
      [
        `S_${number}`,
        title,
        generateKeyBetween(last?.order_key ?? null, null),
        principal.username,
        principal.username,
        suiteId,
      ],
    );
    await copyAttachments(ctx, { sql: 'SELECT ?::uuid, ?::uuid', params: [suiteId, copy!.id] });
    await progress(15);
    const roots = await em.execute<{ child_id: string }[]>(
      'SELECT child_id FROM test_tree_link WHERE tenant_id = ? AND parent_id = ? ORDER BY order_key',
      [tenantId, suiteId],
    );
    const counts = await copyNodes(
      ctx,
      roots.map((r) => r.child_id),
      {
        parentId: copy!.id,
        parentIsFolder: false,
        suiteId: copy!.id,
        versionId: suite.version_id,
        projectId: suite.project_id,
      },
      title,
      progressBetween(progress, 15, 100),
      analyzeGrown,
    );
    return { suiteDocRef: `TestSuite-dm/${copy!.id}`, ...counts };
  },
});
