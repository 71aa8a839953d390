import { parseDocRef, TestCaseInput, TestFolderGeneralPatch } from '@tmt/contract';
import { caseDocument } from '../cases/case-document';
import { caseValues } from '../cases/case-values';
import { storedCaseInput } from '../cases/stored-case-input';
import { loadScopedRow } from '../content/scoped-row';
import type { ServiceContext } from '../context';
import { applyChanges } from '../documents/apply-changes';
import { checkModelVersion, sentModelVersion } from '../documents/model-version';
import { documentGroups, parseInput } from '../documents/parse-input';
import { TestCase, TestFolder } from '../entities';
import { invalidParams } from '../errors';
import { folderDocument } from '../folders/folder-document';
import { syncTags } from '../tags/sync-tags';
import { treePaths } from './tree-paths';

const caseGroups = ['General', 'Criteria', 'Conditions', 'Sources', 'Risk'] as const;

/**
 * UPDATE_TEST_CASE_TREE_NODE: each group sent replaces the fields it names (TestSteps, when sent, replace the
 * list); the result is validated whole. Answers the updated content: a folder its General, a case its document.
 */
export async function updateTreeNode(ctx: ServiceContext, docRef: string, document: unknown) {
  const { model, id } = parseDocRef(docRef);
  const sentVersion = sentModelVersion(document);
  if (model === 'TestFolder-dm') {
    const { General } = documentGroups(document, ['General']);
    const patch = parseInput(TestFolderGeneralPatch, General ?? {}, ['document', 'Root', 'General']);
    return ctx.em.transactional(async (em) => {
      const txCtx = { ...ctx, em };
      // Locked: concurrent updates queue, so each one merges into the latest row and none is lost.
      await loadScopedRow(txCtx, 'test_folder', id, docRef, 'write', true);
      const folder = await em.findOneOrFail(TestFolder, { id }, { refresh: true });
      checkModelVersion(sentVersion, folder.modelVersion);
      if (applyChanges(folder, { title: patch.Title, description: patch.Description })) {
        folder.editedBy = ctx.principal.username;
        folder.editedOn = new Date();
        await em.flush();
      }
      const { row, scoped } = await loadScopedRow(txCtx, 'test_folder', id, docRef, 'read');
      return { General: folderDocument(row, scoped, ctx.locale).document.Root.General };
    });
  }
  if (model !== 'TestCase-dm')
    throw invalidParams('UNSUPPORTED_DOCUMENT_MODEL', { method: 'UPDATE_TEST_CASE_TREE_NODE', model });
  const sent = documentGroups(document, caseGroups);
  const testSteps = (document as { Root: Record<string, unknown> }).Root.TestSteps;
  return ctx.em.transactional(async (em) => {
    const txCtx = { ...ctx, em };
    const { row, scoped } = await loadScopedRow(txCtx, 'test_case', id, docRef, 'write', true);
    checkModelVersion(sentVersion, row.model_version as number);
    const stored = storedCaseInput(row);
    const merged: Record<string, unknown> = { ...stored };
    for (const group of caseGroups) {
      if (sent[group]) merged[group] = { ...(stored[group] as Record<string, unknown>), ...sent[group] };
    }
    if (testSteps !== undefined) merged.TestSteps = testSteps;
    const input = parseInput(TestCaseInput, merged, ['document', 'Root']);
    const testCase = await em.findOneOrFail(TestCase, { id }, { refresh: true });
    if (applyChanges(testCase, caseValues(input))) {
      testCase.editedBy = ctx.principal.username;
      testCase.editedOn = new Date();
      await syncTags(
        em,
        ctx.principal.tenantId,
        scoped.project.parentId ?? scoped.project.id,
        input.Criteria.Tags,
        ctx.principal.username,
      );
      await em.flush();
    }
    const fresh = await loadScopedRow(txCtx, 'test_case', id, docRef, 'read');
    return caseDocument(fresh.row, fresh.scoped, (await treePaths(txCtx, [id])).get(id)!, ctx.locale).document;
  });
}
