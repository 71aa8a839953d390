import { type SetTestSuitePropertyParams, taskParams } from '@tmt/contract';
import type { z } from 'zod';
import { sqlArray } from '../../kernel/db/sql-array';
import { rowsOfOneProject } from '../../kernel/scope/rows-of-one-project';
import { defineTask } from '../../kernel/tasks/define-task';
import { syncTags } from '../tags/sync-tags';

/**
 * SET_TEST_SUITE_PROPERTY: the call checks the suites (all found, one project, write access); the task sets the
 * property on all of them in one UPDATE (tags also become Tag-dm documents of the project).
 */
export const setTestSuitePropertyTask = defineTask({
  type: 'SET_TEST_SUITE_PROPERTY',
  params: taskParams.SET_TEST_SUITE_PROPERTY,
  async request(ctx, input: z.output<typeof SetTestSuitePropertyParams>) {
    const { testSuiteDocRefs, locale: _, ...change } = input;
    const { ids, scoped } = await rowsOfOneProject(ctx, 'test_suite', testSuiteDocRefs, 'write');
    return {
      scope: scoped,
      params: { suiteIds: ids, tagProjectId: scoped.project.parentId ?? scoped.project.id, ...change },
      estimatedSeconds: 1,
    };
  },
  async handle({ ctx, params, progress }) {
    const { em, principal } = ctx;
    const ids = sqlArray(params.suiteIds, 'uuid');
    if (params.property === 'Tags') {
      await syncTags(ctx, params.tagProjectId, params.value);
      await progress(40);
    }
    const [column, bound] =
      params.property === 'Tags'
        ? ['tags = ?::text[]', `{${params.value.map((t) => JSON.stringify(t)).join(',')}}`]
        : ['recommended_priority = ?', params.value];
    const updated = await em.execute(
      `UPDATE test_suite SET ${column}, edited_by = ?, edited_on = now(), model_version = model_version + 1
       WHERE tenant_id = ? AND id = ANY(${ids.sql}) RETURNING id`,
      [bound, principal.username, principal.tenantId, ids.param],
    );
    return { updated: updated.length };
  },
});
