import { parseDocRef, TestCaseInput, TestFolderGeneralPatch } from '@tmt/contract';
import type { ServiceContext } from '../../kernel/context';
import { checkModelVersion } from '../../kernel/documents/model-version';
import { documentGroups, parseInput } from '../../kernel/documents/parse-input';
import { saveChanges } from '../../kernel/documents/save-changes';
import { TestFolder } from '../../kernel/entities';
import { invalidParams } from '../../kernel/errors';
import { loadScopedRow } from '../../kernel/scope/scoped-row';
import { folderDocument } from '../folders/folder-document';
import { saveCase } from './save-case';
import { storedCaseInput } from './stored-case-input';

const caseGroups = ['General', 'Criteria', 'Conditions', 'Sources', 'Risk'] as const;

/**
 * UPDATE_TEST_CASE_TREE_NODE: each group sent replaces the fields it names (TestSteps, when sent, replace the
 * list); the result is validated whole. Answers the updated content: a folder its General, a case its document.
 */
export async function updateTreeNode(ctx: ServiceContext, docRef: string, document: unknown, expected?: number) {
  const { model, id } = parseDocRef(docRef);
  if (model === 'TestFolder-dm') {
    const { General } = documentGroups(document, ['General']);
    const patch = parseInput(TestFolderGeneralPatch, General ?? {}, ['document', 'Root', 'General']);
    return ctx.tx(async (tx) => {
      // Locked: concurrent updates queue, so each one merges into the latest row and none is lost.
      const { row, scoped } = await loadScopedRow(tx, 'test_folder', id, docRef, 'write', true);
      checkModelVersion(expected, row.model_version);
      const saved = await saveChanges(tx, TestFolder, row, { title: patch.Title, description: patch.Description });
      return { General: folderDocument(saved ?? row, scoped, ctx.locale).document.Root.General };
    });
  }
  if (model !== 'TestCase-dm')
    throw invalidParams('UNSUPPORTED_DOCUMENT_MODEL', { method: 'UPDATE_TEST_CASE_TREE_NODE', model });
  const sent = documentGroups(document, caseGroups);
  const testSteps = (document as { Root: Record<string, unknown> }).Root.TestSteps;
  return ctx.tx(async (tx) => {
    const loaded = await loadScopedRow(tx, 'test_case', id, docRef, 'write', true);
    checkModelVersion(expected, loaded.row.model_version);
    const stored = storedCaseInput(loaded.row);
    const merged: Record<string, unknown> = { ...stored };
    for (const group of caseGroups) {
      if (sent[group]) merged[group] = { ...stored[group], ...sent[group] };
    }
    if (testSteps !== undefined) merged.TestSteps = testSteps;
    return saveCase(tx, loaded, parseInput(TestCaseInput, merged, ['document', 'Root']));
  });
}
