import { TestRunGeneralPatch } from '@tmt/contract';
import type { ServiceContext } from '../context';
import { parseInput } from '../documents/parse-input';
import { invalidParams } from '../errors';
import { assertRunOpen, loadRun } from './load-run';

/**
 * MODIFY_DOCUMENT for TestRun-dm: Title, Description and Configuration of an open run. The status changes only by
 * CLOSE_TEST_RUN, so a different Status is refused rather than ignored.
 */
export async function modifyRun(ctx: ServiceContext, id: string, ref: string, document: unknown): Promise<null> {
  const raw = (document as { Root?: { General?: unknown } })?.Root?.General ?? {};
  const patch = parseInput(TestRunGeneralPatch, raw, ['document', 'Root', 'General']);
  await ctx.em.transactional(async (em) => {
    const run = await loadRun({ ...ctx, em }, id, ref, 'write', 'update');
    assertRunOpen(run);
    if (patch.Status !== undefined && patch.Status !== run.row.status) throw invalidParams('RUN_STATUS_BY_CLOSE');
    await em.execute(
      `UPDATE test_run SET title = coalesce(?, title), description = coalesce(?, description),
         configuration = coalesce(?, configuration), edited_by = ?, edited_on = now(), model_version = model_version + 1
       WHERE id = ?`,
      [patch.Title ?? null, patch.Description ?? null, patch.Configuration ?? null, ctx.principal.username, id],
    );
  });
  return null;
}
