import { TestSuiteGeneralPatch } from '@tmt/contract';
import type { ServiceContext } from '../../kernel/context';
import { applyChanges } from '../../kernel/documents/apply-changes';
import { checkModelVersion, sentModelVersion } from '../../kernel/documents/model-version';
import { documentGroups, parseInput } from '../../kernel/documents/parse-input';
import { TestSuite } from '../../kernel/entities';
import { loadScopedRow } from '../../kernel/scope/scoped-row';
import { syncTags } from '../tags/sync-tags';

/** MODIFY_DOCUMENT for TestSuite-dm: Title, Description, Tags and RecommendedPriority. */
export async function modifySuite(ctx: ServiceContext, id: string, ref: string, document: unknown): Promise<null> {
  const { General } = documentGroups(document, ['General']);
  const patch = parseInput(TestSuiteGeneralPatch, General ?? {}, ['document', 'Root', 'General']);
  const sentVersion = sentModelVersion(document);
  await ctx.tx(async (tx) => {
    // Locked: concurrent modifies queue, so each one merges into the latest row and none is lost.
    const { scoped } = await loadScopedRow(tx, 'test_suite', id, ref, 'write', true);
    const suite = await tx.em.findOneOrFail(TestSuite, { id }, { refresh: true });
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
      await syncTags(tx, scoped.project.parentId ?? scoped.project.id, suite.tags);
    }
    suite.editedBy = ctx.principal.username;
    suite.editedOn = new Date();
  });
  return null;
}
