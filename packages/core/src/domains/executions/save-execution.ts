import { ExecutionInput, parseDocRef, RESULT_UNTESTED } from '@tmt/contract';
import type { ServiceContext } from '../../kernel/context';
import { checkModelVersion } from '../../kernel/documents/model-version';
import { parseInput } from '../../kernel/documents/parse-input';
import type { TestExecutionRow, TestStep } from '../../kernel/entities/rows';
import { DomainError, invalidParams, notFound } from '../../kernel/errors';
import { lockClause } from '../../kernel/locks';
import { assignAttachments, checkAttachments } from '../attachments/document-attachments';
import { refreshAfterResults } from '../risk/refresh-risk-levels';
import { assertRunOpen, loadRun } from '../runs/load-run';

/**
 * SAVE_TEST_CASE_EXECUTION: the result (other than Untested), details, defects, tester and step results of one
 * execution in an open run. Omitted details or defects stay, null clears them. A named tester is assigned and stays
 * through later saves; without one the caller becomes the tester, unless one was assigned. `Root.Attachments`, when
 * sent, replaces the attachments. The case's risk level documents follow in the same transaction. With `expected`
 * (the call's opt-in `expectedModelVersion`) it saves only over that version: a save based on an older read is
 * refused (STALE_MODEL_VERSION), never merged.
 */
export async function saveTestCaseExecution(
  ctx: ServiceContext,
  docRef: string,
  document: unknown,
  expected?: number,
): Promise<null> {
  const input = parseInput(ExecutionInput, (document as { Root?: unknown })?.Root, ['document', 'Root']);
  if (input.General.Result === RESULT_UNTESTED) throw invalidParams('RESULT_UNTESTED');
  const { id } = parseDocRef(docRef);
  const tenantId = ctx.principal.tenantId;
  await ctx.tx(async (tx) => {
    const [execution] = await tx.em.execute<
      (Pick<TestExecutionRow, 'run_id' | 'case_id'> & { steps: TestStep[] | null })[]
    >(
      `SELECT e.run_id, e.case_id, tc.steps FROM test_execution e
       LEFT JOIN test_case tc ON tc.id = e.case_id AND tc.tenant_id = e.tenant_id
       WHERE e.tenant_id = ? AND e.id = ?`,
      [tenantId, id],
    );
    if (!execution) throw notFound(docRef);
    const run = await loadRun(tx, execution.run_id, docRef, 'write', 'share');
    assertRunOpen(run);
    if (expected !== undefined) {
      // Locked after the run, in the order every writer of a run's executions takes: no deadlock with a close.
      const [locked] = await tx.em.execute<Pick<TestExecutionRow, 'model_version'>[]>(
        `SELECT model_version FROM test_execution WHERE tenant_id = ? AND id = ?${lockClause('execution', 'update')}`,
        [tenantId, id],
      );
      if (!locked) throw notFound(docRef);
      checkModelVersion(expected, locked.model_version);
    }
    const stepIds = new Set((execution.steps ?? []).map((s) => s.Id));
    const steps = input.TestSteps ?? [];
    const unknown = steps.find((s) => !stepIds.has(s.Id));
    if (unknown) {
      throw new DomainError(
        'INVALID_PARAMS',
        'INVALID_PARAMS',
        {},
        { issues: [{ path: 'params.document.Root.TestSteps', message: `the test case has no step ${unknown.Id}` }] },
      );
    }
    const { General: g } = input;
    await tx.em.execute(
      `UPDATE test_execution SET result = ?,
         result_details = CASE WHEN ? THEN ? ELSE result_details END,
         defects = CASE WHEN ? THEN ? ELSE defects END,
         tester = coalesce(?, CASE WHEN tester_assigned THEN tester END, ?), tester_assigned = tester_assigned OR ?,
         step_results = step_results || ?::jsonb,
         tested_by = ?, tested_on = now(), edited_by = ?, edited_on = now(), model_version = model_version + 1
       WHERE tenant_id = ? AND id = ?`,
      [
        g.Result,
        g.ResultDetails !== undefined,
        g.ResultDetails ?? null,
        g.Defects !== undefined,
        g.Defects ?? null,
        g.Tester || null,
        ctx.principal.username,
        Boolean(g.Tester),
        JSON.stringify(Object.fromEntries(steps.map((s) => [s.Id, s.Result]))),
        ctx.principal.username,
        ctx.principal.username,
        tenantId,
        id,
      ],
    );
    await refreshAfterResults(tx, [execution.case_id]);
    if (input.Attachments) {
      const list = { path: 'params.document.Root.Attachments', ids: input.Attachments };
      const [ids = []] = await checkAttachments(tx, run.scoped.project.id, [list]);
      await assignAttachments(tx, [{ documentId: id, ids }]);
    }
  });
  return null;
}
