import { type SetTestCasePropertyParams, taskParams } from '@tmt/contract';
import type { z } from 'zod';
import { sqlArray } from '../../kernel/db/sql-array';
import { rowsOfOneProject } from '../../kernel/scope/rows-of-one-project';
import { defineTask } from '../../kernel/tasks/define-task';
import { refreshCaseRiskLevels } from '../risk/refresh-risk-levels';
import { settableCaseColumns } from './case-fields';

/**
 * SET_TEST_CASE_PROPERTY: the call checks the cases (all found, one project, write access); the task sets the
 * property on all of them in one UPDATE.
 */
export const setTestCasePropertyTask = defineTask({
  type: 'SET_TEST_CASE_PROPERTY',
  params: taskParams.SET_TEST_CASE_PROPERTY,
  async request(ctx, input: z.output<typeof SetTestCasePropertyParams>) {
    const { testCasesDocRefs, locale: _, ...change } = input;
    const { ids, scoped } = await rowsOfOneProject(ctx, 'test_case', testCasesDocRefs, 'write');
    return {
      scope: scoped,
      params: { caseIds: ids, ...change },
      estimatedSeconds: Math.max(1, Math.ceil(ids.length / 20_000)),
    };
  },
  async handle({ ctx, params: { caseIds, property, value } }) {
    const ids = sqlArray(caseIds, 'uuid');
    const updated = await ctx.em.execute<{ id: string }[]>(
      `UPDATE test_case SET ${settableCaseColumns[property]} = ?, edited_by = ?, edited_on = now(), model_version = model_version + 1
       WHERE tenant_id = ? AND id = ANY(${ids.sql}) RETURNING id`,
      [value, ctx.principal.username, ctx.principal.tenantId, ids.param],
    );
    // Type and priority decide the release scope: the cases' risk level documents follow.
    if (property === 'Type' || property === 'Prioritization') {
      await refreshCaseRiskLevels(
        ctx,
        updated.map((row) => row.id),
      );
    }
    return { updated: updated.length };
  },
});
