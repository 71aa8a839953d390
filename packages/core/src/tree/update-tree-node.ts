import { parseDocRef, TestCaseInput, TestFolderGeneralPatch } from '@tmt/contract';
import { caseDocument } from '../cases/case-document';
import { caseValues } from '../cases/case-values';
import { storedCaseInput } from '../cases/stored-case-input';
import { loadScopedRow } from '../content/scoped-row';
import type { ServiceContext } from '../context';
import { parseInput } from '../documents/parse-input';
import { TestCase, TestFolder } from '../entities';
import { invalidParams } from '../errors';
import { folderDocument } from '../folders/folder-document';
import { syncTags } from '../tags/sync-tags';
import { treePaths } from './tree-paths';

/**
 * UPDATE_TEST_CASE_TREE_NODE: each group sent replaces the fields it names (TestSteps, when sent, replace the
 * list); the result is validated whole. Answers the updated content: a folder its General, a case its document.
 */
export async function updateTreeNode(
  ctx: ServiceContext,
  docRef: string,
  document: { Root?: Record<string, unknown> },
) {
  const { model, id } = parseDocRef(docRef);
  const root = document.Root ?? {};
  if (model === 'TestFolder-dm') {
    const patch = parseInput(TestFolderGeneralPatch, root.General ?? {}, ['document', 'Root', 'General']);
    return ctx.em.transactional(async (em) => {
      const txCtx = { ...ctx, em };
      await loadScopedRow(txCtx, 'test_folder', id, docRef, 'write');
      const folder = await em.findOneOrFail(TestFolder, { id });
      if (patch.Title !== undefined) folder.title = patch.Title;
      if (patch.Description !== undefined) folder.description = patch.Description;
      folder.editedBy = ctx.principal.username;
      folder.editedOn = new Date();
      await em.flush();
      const { row, scoped } = await loadScopedRow(txCtx, 'test_folder', id, docRef, 'read');
      return { General: folderDocument(row, scoped, ctx.locale).document.Root.General };
    });
  }
  if (model !== 'TestCase-dm')
    throw invalidParams('UNSUPPORTED_DOCUMENT_MODEL', { method: 'UPDATE_TEST_CASE_TREE_NODE', model });
  return ctx.em.transactional(async (em) => {
    const txCtx = { ...ctx, em };
    const { row, scoped } = await loadScopedRow(txCtx, 'test_case', id, docRef, 'write', true);
    const stored = storedCaseInput(row);
    const merged: Record<string, unknown> = { ...stored };
    for (const group of ['General', 'Criteria', 'Conditions', 'Sources', 'Risk'] as const) {
      const sent = root[group];
      if (sent && typeof sent === 'object' && !Array.isArray(sent)) {
        merged[group] = { ...(stored[group] as Record<string, unknown>), ...(sent as Record<string, unknown>) };
      }
    }
    if (root.TestSteps !== undefined) merged.TestSteps = root.TestSteps;
    const input = parseInput(TestCaseInput, merged, ['document', 'Root']);
    const testCase = await em.findOneOrFail(TestCase, { id });
    em.assign(testCase, { ...caseValues(input), editedBy: ctx.principal.username, editedOn: new Date() });
    await syncTags(
      em,
      ctx.principal.tenantId,
      scoped.project.parentId ?? scoped.project.id,
      input.Criteria.Tags,
      ctx.principal.username,
    );
    await em.flush();
    const fresh = await loadScopedRow(txCtx, 'test_case', id, docRef, 'read');
    return caseDocument(fresh.row, fresh.scoped, (await treePaths(txCtx, [id])).get(id)!, ctx.locale).document;
  });
}
