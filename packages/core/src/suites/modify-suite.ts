import { TestSuiteGeneralPatch } from '@tmt/contract';
import { loadScopedRow } from '../content/scoped-row';
import type { ServiceContext } from '../context';
import { parseInput } from '../documents/parse-input';
import { TestSuite } from '../entities';
import { syncTags } from '../tags/sync-tags';

/** MODIFY_DOCUMENT for TestSuite-dm: Title, Description, Tags and RecommendedPriority. */
export async function modifySuite(ctx: ServiceContext, id: string, ref: string, document: unknown): Promise<null> {
  const patch = parseInput(TestSuiteGeneralPatch, (document as { Root?: { General?: unknown } })?.Root?.General ?? {}, [
    'document',
    'Root',
    'General',
  ]);
  await ctx.em.transactional(async (em) => {
    const { scoped } = await loadScopedRow({ ...ctx, em }, 'test_suite', id, ref, 'write');
    const suite = await em.findOneOrFail(TestSuite, { id });
    if (patch.Title !== undefined) suite.title = patch.Title;
    if (patch.Description !== undefined) suite.description = patch.Description;
    if (patch.RecommendedPriority !== undefined) suite.recommendedPriority = patch.RecommendedPriority;
    if (patch.Tags !== undefined) {
      suite.tags = patch.Tags;
      await syncTags(
        em,
        ctx.principal.tenantId,
        scoped.project.parentId ?? scoped.project.id,
        patch.Tags,
        ctx.principal.username,
      );
    }
    suite.editedBy = ctx.principal.username;
    suite.editedOn = new Date();
  });
  return null;
}
