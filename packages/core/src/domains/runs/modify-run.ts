import { TestRunGeneralPatch } from '@tmt/contract';
import type { ServiceContext } from '../../kernel/context';
import { checkModelVersion, sentModelVersion } from '../../kernel/documents/model-version';
import { documentGroups, parseInput } from '../../kernel/documents/parse-input';
import { invalidParams } from '../../kernel/errors';
import { assertRunOpen, loadRun } from './load-run';

/**
 * MODIFY_DOCUMENT for TestRun-dm: Title, Description and Configuration of an open run. The status changes only by
 * CLOSE_TEST_RUN, so a different Status is refused rather than ignored.
 */
export async function modifyRun(ctx: ServiceContext, id: string, ref: string, document: unknown): Promise<null> {
  const { General } = documentGroups(document, ['General']);
  const patch = parseInput(TestRunGeneralPatch, General ?? {}, ['document', 'Root', 'General']);
  const sentVersion = sentModelVersion(document);
  await ctx.tx(async (tx) => {
    const run = await loadRun(tx, id, ref, 'write', 'update');
    assertRunOpen(run);
    checkModelVersion(sentVersion, run.row.model_version);
    if (patch.Status !== undefined && patch.Status !== run.row.status) throw invalidParams('RUN_STATUS_BY_CLOSE');
    const sent = { title: patch.Title, description: patch.Description, configuration: patch.Configuration };
    // A modify that changes nothing leaves the row, its modelVersion and EditedOn alone.
    const same = (column: keyof typeof sent) => sent[column] === undefined || sent[column] === run.row[column];
    if (same('title') && same('description') && same('configuration')) return;
    await tx.em.execute(
      `UPDATE test_run SET title = coalesce(?, title), description = coalesce(?, description),
         configuration = coalesce(?, configuration), edited_by = ?, edited_on = now(), model_version = model_version + 1
       WHERE id = ?`,
      [patch.Title ?? null, patch.Description ?? null, patch.Configuration ?? null, ctx.principal.username, id],
    );
  });
  return null;
}
