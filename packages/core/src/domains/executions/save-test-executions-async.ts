import {
  RESULT_IN_PROGRESS,
  RESULT_UNTESTED,
  RESULTS_COUNTED_BY_HISTORY,
  SavedExecutions,
  type SaveTestExecutionsAsyncParams,
  taskParams,
} from '@tmt/contract';
import type { z } from 'zod';
import { defineTask } from '../../kernel/tasks/define-task';
import { inBatches, progressBetween } from '../../kernel/tasks/progress';
import { assignAttachments, checkAttachments } from '../attachments/document-attachments';
import { refreshAfterResults } from '../risk/refresh-risk-levels';
import { assertRunOpen, loadRun, loadRunByBusinessId } from '../runs/load-run';

/** Executions one task saves per second, for the task's EstimatedTime. */
const SAVES_PER_SECOND = 10_000;
/** Entries one statement saves; the task reports its progress after each batch. */
const SAVES_PER_BATCH = 1_000;
/** The share of the progress the batches report: refreshing the risk levels afterwards costs about as much. */
const SAVED_PROGRESS = 50;
/** Results a case's test history counts, as SQL: a save that neither replaces nor writes one leaves its risk as it was. */
const COUNTED = `(${RESULTS_COUNTED_BY_HISTORY.join(', ')})`;

/**
 * SAVE_TEST_EXECUTIONS_ASYNC: the call checks that the run (R_n in the headers' project) is open; the task saves
 * every valid entry in one UPDATE. An Untested entry with details follows the decision (SKIP ignores it,
 * SET_IN_PROGRESS saves it as In progress); an Untested entry without details is skipped, as is a case that is not
 * in the run. When a case is named twice, its last entry counts. A named tester is assigned; without one the requester
 * becomes the tester, unless one was assigned. An entry's `attachments` (checked at the call) become the attachments of the
 * execution it saves: the statement that saves it empties them, and the lists that are not empty are added after the
 * batches. The entries are saved a batch per statement, with the progress reported after each; then
 * the risk level documents of the saved cases whose test history changed (a counted result replaced or written) are
 * refreshed, all in one statement: the task is one transaction, so no reader sees the documents between batches, and
 * one refresh of all the cases costs less than one per batch.
 */
export const saveTestExecutionsAsyncTask = defineTask({
  type: 'SAVE_TEST_EXECUTIONS_ASYNC',
  params: taskParams.SAVE_TEST_EXECUTIONS_ASYNC,
  async request(ctx, input: z.output<typeof SaveTestExecutionsAsyncParams>) {
    const run = await loadRunByBusinessId(ctx, input.testRunId, 'write');
    assertRunOpen(run);
    // Attachments are checked at the call, all entries in one query, so a bad id refuses it before any task exists.
    const given = input.testExecutions.flatMap(({ attachments }, i) =>
      attachments ? [{ path: `params.testExecutions.${i}.attachments`, ids: attachments, entry: i }] : [],
    );
    const checked = await checkAttachments(ctx, run.scoped.project.id, given);
    const attachmentsOf = new Map(given.map(({ entry }, i) => [entry, checked[i]]));
    return {
      scope: run.scoped,
      versionNumber: run.versionNumber,
      params: {
        testRunId: run.id,
        decision: input.decisionOnInvalidTestExecutionResult,
        entries: input.testExecutions.length,
      },
      input: JSON.stringify(
        input.testExecutions.map(({ attachments: _, ...rest }, i) => ({
          ...rest,
          ...(attachmentsOf.has(i) ? { attachments: attachmentsOf.get(i) } : {}),
        })),
      ),
      estimatedSeconds: Math.max(1, Math.ceil(input.testExecutions.length / SAVES_PER_SECOND)),
    };
  },
  async handle({ ctx, params: { testRunId, decision, executions: stored }, input, progress }) {
    const executions = stored ?? SavedExecutions.parse(JSON.parse(input ?? '[]'));
    const run = await loadRun(ctx, testRunId, `TestRun-dm/${testRunId}`, 'write', 'share');
    assertRunOpen(run);
    const user = ctx.principal.username;
    // A case named twice counts with its last entry: each case once, in the order of the entries that count.
    const last = new Map(executions.map((item, ord) => [item.testCaseId, ord]));
    const entries = [...last.values()].sort((a, b) => a - b).map((ord) => ({ ...executions[ord]!, ord }));
    let saved = 0;
    const notInRun: string[] = [];
    /** The executions given attachments (their lists were emptied by the statement that saved them). */
    const attached: { documentId: string; ids: string[] }[] = [];
    const historyCases: string[] = [];
    // Each batch's progress is written (on a connection of its own) while the next batch runs, one write after the
    // other in order; all are written before the refresh.
    const batchProgress = progressBetween(progress, 0, SAVED_PROGRESS);
    let reported = Promise.resolve();
    await inBatches(
      entries,
      SAVES_PER_BATCH,
      async (percent) => {
        reported = reported.then(() => batchProgress(percent));
        reported.catch(() => undefined);
      },
      async (batch) => {
        const outcome = await saveBatch(JSON.stringify(batch));
        saved += outcome.saved;
        historyCases.push(...outcome.history_cases);
        notInRun.push(...outcome.not_in_run);
        attached.push(...outcome.attached);
      },
    );
    await reported;
    await refreshAfterResults(ctx, historyCases);
    await assignAttachments(ctx, attached);
    return {
      saved,
      skipped: executions.length - saved - notInRun.length,
      notInRun: notInRun.slice(0, 100),
      notInRunCount: notInRun.length,
    };

    async function saveBatch(input: string) {
      const [outcome] = await ctx.em.execute<
        {
          saved: number;
          history_cases: string[];
          not_in_run: string[];
          attached: { documentId: string; ids: string[] }[];
        }[]
      >(
        `WITH input AS (
       SELECT x.* FROM jsonb_to_recordset(?::jsonb)
         AS x("testCaseId" text, tester text, result int, defects text, details text, attachments jsonb, ord int)
     ), valid AS (
       SELECT i.*, CASE WHEN i.result = ${RESULT_UNTESTED} THEN ${RESULT_IN_PROGRESS} ELSE i.result END AS saved_result
       FROM input i
       WHERE i.result <> ${RESULT_UNTESTED}
          OR (? = 'SET_IN_PROGRESS' AND coalesce(trim(i.details), '') <> '')
     ), targets AS (
       SELECT v.*, e.id AS execution_id, e.result AS old_result
       FROM valid v
       JOIN test_case c ON c.tenant_id = ? AND c.version_id = ? AND c.business_id = v."testCaseId"
       JOIN test_execution e ON e.tenant_id = c.tenant_id AND e.run_id = ? AND e.case_id = c.id
     ), saved AS (
       UPDATE test_execution e SET result = t.saved_result, result_details = t.details, defects = t.defects,
         tester = coalesce(nullif(trim(t.tester), ''), CASE WHEN e.tester_assigned THEN e.tester END, ?),
         tester_assigned = e.tester_assigned OR coalesce(trim(t.tester), '') <> '', tested_by = ?, tested_on = now(), edited_by = ?,
         edited_on = now(), model_version = e.model_version + 1
       FROM targets t WHERE e.id = t.execution_id
       RETURNING e.id, e.case_id, t.attachments, t.old_result IN ${COUNTED} OR t.saved_result IN ${COUNTED} AS history
     ), unattached AS (
       DELETE FROM document_attachment d USING saved s
       WHERE d.tenant_id = ? AND d.document_id = s.id AND s.attachments IS NOT NULL
     )
     SELECT (SELECT count(*) FROM saved)::int AS saved, ARRAY(SELECT s.case_id FROM saved s WHERE s.history) AS history_cases,
       (SELECT coalesce(jsonb_agg(jsonb_build_object('documentId', s.id, 'ids', s.attachments)), '[]'::jsonb)
        FROM saved s WHERE jsonb_array_length(s.attachments) > 0) AS attached,
       ARRAY(SELECT v."testCaseId" FROM valid v WHERE NOT EXISTS (
         SELECT 1 FROM targets t WHERE t."testCaseId" = v."testCaseId") ORDER BY v.ord) AS not_in_run`,
        [input, decision, ctx.principal.tenantId, run.versionId, run.id, user, user, user, ctx.principal.tenantId],
      );
      return outcome!;
    }
  },
});
