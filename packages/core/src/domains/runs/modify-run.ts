import { TestRunGeneralPatch } from '@tmt/contract';
import type { ServiceContext } from '../../kernel/context';
import { checkModelVersion } from '../../kernel/documents/model-version';
import { documentGroups, parseInput } from '../../kernel/documents/parse-input';
import { closeTestRunTask } from './close-test-run';
import { assertRunOpen, loadRun } from './load-run';

/**
 * MODIFY_DOCUMENT for TestRun-dm: Title, Description and Configuration of an open run. `Status: "inactive"` closes
 * the run the way the spec names (the CLOSE_TEST_RUN task, requested in this transaction after the other fields are
 * saved; the answer stays null). A closed run is frozen: sent back as read (nothing but its own `inactive` status)
 * it changes nothing, anything else fails with TEST_RUN_CLOSED, reopening it too.
 */
export async function modifyRun(
  ctx: ServiceContext,
  id: string,
  ref: string,
  document: unknown,
  expected?: number,
): Promise<null> {
  const { General } = documentGroups(document, ['General']);
  const patch = parseInput(TestRunGeneralPatch, General ?? {}, ['document', 'Root', 'General']);
  await ctx.tx(async (tx) => {
    const run = await loadRun(tx, id, ref, 'write', 'update');
    checkModelVersion(expected, run.row.model_version);
    const sent = { title: patch.Title, description: patch.Description, configuration: patch.Configuration };
    const same = (column: keyof typeof sent) => sent[column] === undefined || sent[column] === run.row[column];
    const unchanged = same('title') && same('description') && same('configuration');
    if (run.closed && unchanged && patch.Status !== 'active') return;
    assertRunOpen(run);
    // A modify that changes nothing leaves the row, its modelVersion and EditedOn alone.
    if (!unchanged) {
      await tx.em.execute(
        `UPDATE test_run SET title = coalesce(?, title), description = coalesce(?, description),
           configuration = coalesce(?, configuration), edited_by = ?, edited_on = now(),
           model_version = model_version + 1
         WHERE id = ?`,
        [patch.Title ?? null, patch.Description ?? null, patch.Configuration ?? null, ctx.principal.username, id],
      );
    }
    if (patch.Status === 'inactive') await closeTestRunTask.request(tx, { testRunDocRef: ref });
  });
  return null;
}
