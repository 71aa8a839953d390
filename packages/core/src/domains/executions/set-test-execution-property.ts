import { parseDocRef, RESULT_UNTESTED, type SetTestExecutionPropertyParams, taskParams } from '@tmt/contract';
import type { z } from 'zod';
import { sqlArray } from '../../kernel/db/sql-array';
import { invalidParams, notFound } from '../../kernel/errors';
import { defineTask } from '../../kernel/tasks/define-task';
import { refreshAfterResults } from '../risk/refresh-risk-levels';
import { assertRunOpen, loadRun } from '../runs/load-run';

type Property = z.output<typeof SetTestExecutionPropertyParams>['property'];

/**
 * What each property sets; a result is recorded as a save records it (who tested, when, and the saver as tester unless
 * one was assigned). Setting the tester assigns it; setting none lets the next saver be the tester.
 */
const assignments: Record<Property, (value: unknown, user: string) => { sql: string; params: unknown[] }> = {
  Tester: (value) => ({ sql: 'tester = ?, tester_assigned = ?', params: [value, Boolean(value)] }),
  Defects: (value) => ({ sql: 'defects = ?', params: [value] }),
  ResultDetails: (value) => ({ sql: 'result_details = ?', params: [value] }),
  Result: (value, user) => ({
    sql: 'result = ?, tested_by = ?, tested_on = now(), tester = coalesce(CASE WHEN tester_assigned THEN tester END, ?)',
    params: [value, user, user],
  }),
};

/**
 * SET_TEST_EXECUTION_PROPERTY: the call checks that the run is open and holds every execution; the task sets the
 * property on all of them in one UPDATE, holding the run FOR SHARE as saves do (a close waits for it, and a run
 * closed meanwhile ends the task with TEST_RUN_CLOSED).
 */
export const setTestExecutionPropertyTask = defineTask({
  type: 'SET_TEST_EXECUTION_PROPERTY',
  params: taskParams.SET_TEST_EXECUTION_PROPERTY,
  async request(ctx, input: z.output<typeof SetTestExecutionPropertyParams>) {
    const { testRunDocRef, testExecutionDocRefs, locale: _, ...change } = input;
    if (change.property === 'Result' && change.value === RESULT_UNTESTED) throw invalidParams('RESULT_UNTESTED');
    const run = await loadRun(ctx, parseDocRef(testRunDocRef).id, testRunDocRef, 'write');
    assertRunOpen(run);
    const ids = [...new Set(testExecutionDocRefs.map((ref) => parseDocRef(ref).id))];
    const array = sqlArray(ids, 'uuid');
    const found = await ctx.em.execute<{ id: string }[]>(
      `SELECT id FROM test_execution WHERE tenant_id = ? AND run_id = ? AND id = ANY(${array.sql})`,
      [ctx.principal.tenantId, run.id, array.param],
    );
    if (found.length < ids.length) {
      const known = new Set(found.map((row) => row.id));
      throw notFound(testExecutionDocRefs.find((ref) => !known.has(parseDocRef(ref).id))!);
    }
    return {
      scope: run.scoped,
      versionNumber: run.versionNumber,
      params: { runId: run.id, executionIds: ids, ...change },
      estimatedSeconds: Math.max(1, Math.ceil(ids.length / 20_000)),
    };
  },
  async handle({ ctx, params: { runId, executionIds, property, value } }) {
    const run = await loadRun(ctx, runId, `TestRun-dm/${runId}`, 'write', 'share');
    assertRunOpen(run);
    const { username: user, tenantId } = ctx.principal;
    const ids = sqlArray(executionIds, 'uuid');
    const assignment = assignments[property](value, user);
    const updated = await ctx.em.execute<{ case_id: string }[]>(
      `UPDATE test_execution SET ${assignment.sql}, edited_by = ?, edited_on = now(), model_version = model_version + 1
       WHERE tenant_id = ? AND run_id = ? AND id = ANY(${ids.sql}) RETURNING case_id`,
      [...assignment.params, user, tenantId, runId, ids.param],
    );
    // A result or defects are test history: the cases' risk level documents follow.
    if (property === 'Result' || property === 'Defects') {
      await refreshAfterResults(
        ctx,
        updated.map((row) => row.case_id),
      );
    }
    return { updated: updated.length };
  },
});
