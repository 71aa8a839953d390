import {
  RESULT_IN_PROGRESS,
  RESULT_UNTESTED,
  RESULTS_COUNTED_BY_HISTORY,
  type SavedExecutions,
  type SaveTestExecutionsAsyncParams,
  taskParams,
} from '@tmt/contract';
import type { z } from 'zod';
import { bulkStatement } from '../../kernel/db/bulk-statement';
import { defineTask } from '../../kernel/tasks/define-task';
import { inBatches, progressBetween } from '../../kernel/tasks/progress';
import { assignAttachments, checkAttachments } from '../attachments/document-attachments';
import { refreshAfterResultsOf } from '../risk/refresh-risk-levels';
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
    // What the task reads back (stageEntries): the entries with their checked attachments.
    const entries: z.output<typeof SavedExecutions> = input.testExecutions.map(({ attachments: _, ...rest }, i) => ({
      ...rest,
      ...(attachmentsOf.has(i) ? { attachments: attachmentsOf.get(i) } : {}),
    }));
    return {
      scope: run.scoped,
      versionNumber: run.versionNumber,
      params: {
        testRunId: run.id,
        decision: input.decisionOnInvalidTestExecutionResult,
        entries: input.testExecutions.length,
      },
      input: JSON.stringify(entries),
      estimatedSeconds: Math.max(1, Math.ceil(input.testExecutions.length / SAVES_PER_SECOND)),
    };
  },
  async handle({ ctx, id, params: { testRunId, decision, entries: sent, executions: stored }, progress }) {
    const run = await loadRun(ctx, testRunId, `TestRun-dm/${testRunId}`, 'write', 'share');
    assertRunOpen(run);
    const user = ctx.principal.username;
    const count = await stageEntries();
    let saved = 0;
    let historyChanged = 0;
    const notInRun: string[] = [];
    /** The executions given attachments (their lists were emptied by the statement that saved them). */
    const attached: { documentId: string; ids: string[] }[] = [];
    // Each batch's progress is written (on a connection of its own) while the next batch runs, one write after the
    // other in order; all are written before the refresh.
    const batchProgress = progressBetween(progress, 0, SAVED_PROGRESS);
    let reported = Promise.resolve();
    await inBatches(
      Array.from({ length: count }, (_, n) => n),
      SAVES_PER_BATCH,
      async (percent) => {
        reported = reported.then(() => batchProgress(percent));
        reported.catch(() => undefined);
      },
      async (batch) => {
        const outcome = await saveBatch(batch[0]!, batch.at(-1)! + 1);
        saved += outcome.saved;
        historyChanged += outcome.history;
        notInRun.push(...outcome.not_in_run);
        attached.push(...outcome.attached);
      },
    );
    await reported;
    if (historyChanged) await refreshAfterResultsOf(ctx, 'SELECT case_id FROM save_history', []);
    await assignAttachments(ctx, attached);
    return {
      saved,
      skipped: (sent ?? stored?.length ?? count) - saved - notInRun.length,
      notInRun: notInRun.slice(0, 100),
      notInRunCount: notInRun.length,
    };

    /**
     * The entries that count, numbered from 0 in the order of the call, into a table of the transaction (dropped at
     * its end): a case named twice counts with its last entry. They are read where the request stored them, so
     * neither the megabyte of a large call nor its 10,000 objects pass through this process; `save_history` gathers
     * the cases whose test history the batches changed. A task stored before `entries` carries them in its params.
     */
    async function stageEntries() {
      await bulkStatement(
        ctx,
        `CREATE TEMP TABLE save_entry ON COMMIT DROP AS
         SELECT (row_number() OVER (ORDER BY l.ord) - 1)::int AS n, l.*
         FROM (SELECT DISTINCT ON (x."testCaseId") x.*, o.ord
               FROM jsonb_array_elements(coalesce($1::jsonb, (SELECT input::jsonb FROM task_request WHERE id = $2)))
                 WITH ORDINALITY AS o(entry, ord)
               CROSS JOIN LATERAL jsonb_to_record(o.entry)
                 AS x("testCaseId" text, tester text, result int, defects text, details text, attachments jsonb)
               ORDER BY x."testCaseId", o.ord DESC) l`,
        [stored ? JSON.stringify(stored) : null, id],
      );
      await ctx.em.execute('CREATE TEMP TABLE save_history (case_id uuid) ON COMMIT DROP');
      const [staged] = await ctx.em.execute<{ count: number }[]>('SELECT count(*)::int AS count FROM save_entry');
      return staged!.count;
    }

    /** Saves the staged entries numbered `from` up to before `to`, in one statement. */
    async function saveBatch(from: number, to: number) {
      const [outcome] = await bulkStatement<{
        saved: number;
        history: number;
        not_in_run: string[];
        attached: { documentId: string; ids: string[] }[];
      }>(
        ctx,
        `WITH input AS (
       SELECT * FROM save_entry WHERE n >= $1 AND n < $10
     ), valid AS (
       SELECT i.*, CASE WHEN i.result = ${RESULT_UNTESTED} THEN ${RESULT_IN_PROGRESS} ELSE i.result END AS saved_result
       FROM input i
       WHERE i.result <> ${RESULT_UNTESTED}
          OR ($2 = 'SET_IN_PROGRESS' AND coalesce(trim(i.details), '') <> '')
     ), targets AS (
       -- Each entry's case and execution by their unique keys, entry by entry, whatever the statistics say. A run
       -- created a moment ago beside a tenant's history is one execution to them: joined on that estimate, every
       -- entry scanned the whole run (1,000 entries of a new run of 2,000: 235 ms), and even looked up one by one,
       -- the run's execution of a case was sought along test_execution_run_suite, reading the run per entry (190 ms).
       -- The row comparison and its order fit test_execution_pair alone, whose first entry at the key is the one.
       SELECT v.*, e.id AS execution_id, e.result AS old_result
       FROM valid v
       CROSS JOIN LATERAL (SELECT c.id FROM test_case c
         WHERE c.tenant_id = $3 AND c.version_id = $4 AND c.business_id = v."testCaseId" LIMIT 1) c
       CROSS JOIN LATERAL (SELECT e.id, e.result, e.run_id, e.case_id FROM test_execution e
         WHERE (e.tenant_id, e.run_id, e.case_id) >= ($3, $5, c.id)
         ORDER BY e.tenant_id, e.run_id, e.case_id LIMIT 1) e
       WHERE e.run_id = $5 AND e.case_id = c.id
     ), saved AS (
       UPDATE test_execution e SET result = t.saved_result, result_details = t.details, defects = t.defects,
         tester = coalesce(nullif(trim(t.tester), ''), CASE WHEN e.tester_assigned THEN e.tester END, $6),
         tester_assigned = e.tester_assigned OR coalesce(trim(t.tester), '') <> '', tested_by = $7, tested_on = now(), edited_by = $8,
         edited_on = now(), model_version = e.model_version + 1
       FROM targets t WHERE e.id = t.execution_id
       RETURNING e.id, e.case_id, t.attachments, t.old_result IN ${COUNTED} OR t.saved_result IN ${COUNTED} AS history
     ), unattached AS (
       DELETE FROM document_attachment d USING saved s
       WHERE d.tenant_id = $9 AND d.document_id = s.id AND s.attachments IS NOT NULL
     ), history AS (
       INSERT INTO save_history SELECT s.case_id FROM saved s WHERE s.history
     )
     SELECT (SELECT count(*) FROM saved)::int AS saved, (SELECT count(*) FROM saved s WHERE s.history)::int AS history,
       (SELECT coalesce(jsonb_agg(jsonb_build_object('documentId', s.id, 'ids', s.attachments)), '[]'::jsonb)
        FROM saved s WHERE jsonb_array_length(s.attachments) > 0) AS attached,
       ARRAY(SELECT v."testCaseId" FROM valid v WHERE NOT EXISTS (
         SELECT 1 FROM targets t WHERE t."testCaseId" = v."testCaseId") ORDER BY v.ord) AS not_in_run`,
        [from, decision, ctx.principal.tenantId, run.versionId, run.id, user, user, user, ctx.principal.tenantId, to],
      );
      return outcome!;
    }
  },
});
