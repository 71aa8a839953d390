import { TestSuiteGeneralPatch } from '@tmt/contract';
import { loadScopedRow } from '../content/scoped-row';
import type { ServiceContext } from '../context';
import { applyChanges } from '../documents/apply-changes';
import { checkModelVersion, sentModelVersion } from '../documents/model-version';
import { documentGroups, parseInput } from '../documents/parse-input';
import { TestSuite } from '../entities';
import { syncTags } from '../tags/sync-tags';

/** MODIFY_DOCUMENT for TestSuite-dm: Title, Description, Tags and RecommendedPriority. */
export async function modifySuite(ctx: ServiceContext, id: string, ref: string, document: unknown): Promise<null> {
  const { General } = documentGroups(document, ['General']);
  const patch = parseInput(TestSuiteGeneralPatch, General ?? {}, ['document', 'Root', 'General']);
  const sentVersion = sentModelVersion(document);
  await ctx.em.transactional(async (em) => {
    // Locked: concurrent modifies queue, so each one merges into the latest row and none is lost.
    const { scoped } = await loadScopedRow({ ...ctx, em }, 'test_suite', id, ref, 'write', true);
    const suite = await em.findOneOrFail(TestSuite, { id }, { refresh: true });
    checkModelVersion(sentVersion, suite.modelVersion);
    const tagsBefore = suite.tags;
    const changed = applyChanges(suite, {
      title: patch.Title,
      description: patch.Description,
      recommendedPriority: patch.RecommendedPriority,
      tags: patch.Tags,
    });
    if (!changed) return;
    if (suite.tags !== tagsBefore) {
      await syncTags(
        em,
        ctx.principal.tenantId,
        scoped.project.parentId ?? scoped.project.id,
        suite.tags,
        ctx.principal.username,
      );
    }
    suite.editedBy = ctx.principal.username;
    suite.editedOn = new Date();
  });
  return null;
}
