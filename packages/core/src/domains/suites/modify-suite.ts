import { TestSuiteGeneralPatch } from '@tmt/contract';
import type { ServiceContext } from '../../kernel/context';
import { checkModelVersion } from '../../kernel/documents/model-version';
import { documentGroups, parseInput } from '../../kernel/documents/parse-input';
import { saveChanges } from '../../kernel/documents/save-changes';
import { TestSuite } from '../../kernel/entities';
import { loadScopedRow } from '../../kernel/scope/scoped-row';
import { syncTags } from '../tags/sync-tags';

/** MODIFY_DOCUMENT for TestSuite-dm: Title, Description, Tags and RecommendedPriority. */
export async function modifySuite(
  ctx: ServiceContext,
  id: string,
  ref: string,
  document: unknown,
  expected?: number,
): Promise<null> {
  const { General } = documentGroups(document, ['General']);
  const patch = parseInput(TestSuiteGeneralPatch, General ?? {}, ['document', 'Root', 'General']);
  await ctx.tx(async (tx) => {
    // Locked: concurrent modifies queue, so each one merges into the latest row and none is lost.
    const { row, scoped } = await loadScopedRow(tx, 'test_suite', id, ref, 'write', true);
    checkModelVersion(expected, row.model_version);
    const saved = await saveChanges(tx, TestSuite, row, {
      title: patch.Title,
      description: patch.Description,
      recommendedPriority: patch.RecommendedPriority,
      tags: patch.Tags,
    });
    if (saved && saved.tags !== row.tags) await syncTags(tx, scoped.project.parentId ?? scoped.project.id, saved.tags);
  });
  return null;
}
