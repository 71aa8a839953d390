import { SuiteInRunPatch } from '@tmt/contract';
import type { ServiceContext } from '../../kernel/context';
import { checkModelVersion } from '../../kernel/documents/model-version';
import { documentGroups, parseInput } from '../../kernel/documents/parse-input';
import type { TestRunSuiteRow } from '../../kernel/entities/rows';
import { notFound } from '../../kernel/errors';
import { lockClause } from '../../kernel/locks';
import { assertRunOpen, loadRun } from './load-run';
import { type RunSuiteLinkRow, runSuiteLinksSql, suiteInRunDocument } from './suite-in-run-document';

async function linkRow(ctx: ServiceContext, id: string, ref: string) {
  const [row] = await ctx.em.execute<Pick<TestRunSuiteRow, 'run_id'>[]>(
    'SELECT run_id FROM test_run_suite WHERE tenant_id = ? AND id = ?',
    [ctx.principal.tenantId, id],
  );
  if (!row) throw notFound(ref);
  return row.run_id;
}

/** GET_DOCUMENT for TestRunTestSuite-rm: the suite execution (Assignee, RecommendedPriority of a suite in a run). */
export async function getSuiteInRun(ctx: ServiceContext, id: string, ref: string) {
  const runId = await linkRow(ctx, id, ref);
  const run = await loadRun(ctx, runId, ref, 'read');
  const [row] = await ctx.em.execute<RunSuiteLinkRow[]>(`SELECT rs.* FROM ${runSuiteLinksSql} WHERE rs.id = ?`, [
    ctx.principal.tenantId,
    runId,
    id,
  ]);
  if (!row) throw notFound(ref);
  return suiteInRunDocument(row, run.scoped, ctx.locale);
}

/** MODIFY_DOCUMENT for TestRunTestSuite-rm: Assignee and RecommendedPriority of a suite in an open run. */
export async function modifySuiteInRun(
  ctx: ServiceContext,
  id: string,
  ref: string,
  document: unknown,
  expected?: number,
) {
  const { General } = documentGroups(document, ['General']);
  const patch = parseInput(SuiteInRunPatch, General ?? {}, ['document', 'Root', 'General']);
  await ctx.tx(async (tx) => {
    const run = await loadRun(tx, await linkRow(tx, id, ref), ref, 'write', 'update');
    assertRunOpen(run);
    const [link] = await tx.em.execute<Pick<TestRunSuiteRow, 'assignee' | 'recommended_priority' | 'model_version'>[]>(
      `SELECT assignee, recommended_priority, model_version FROM test_run_suite WHERE tenant_id = ? AND id = ?${lockClause('runSuite', 'update')}`,
      [ctx.principal.tenantId, id],
    );
    if (!link) throw notFound(ref);
    checkModelVersion(expected, link.model_version);
    const assignee = patch.Assignee !== undefined && patch.Assignee !== link.assignee;
    const priority = patch.RecommendedPriority !== undefined && patch.RecommendedPriority !== link.recommended_priority;
    if (!assignee && !priority) return;
    await tx.em.execute(
      `UPDATE test_run_suite SET
         assignee = CASE WHEN ? THEN ? ELSE assignee END,
         recommended_priority = CASE WHEN ? THEN ? ELSE recommended_priority END,
         edited_by = ?, edited_on = now(), model_version = model_version + 1
       WHERE tenant_id = ? AND id = ?`,
      [
        assignee,
        patch.Assignee ?? null,
        priority,
        patch.RecommendedPriority ?? null,
        ctx.principal.username,
        ctx.principal.tenantId,
        id,
      ],
    );
  });
  return null;
}
