import { parseDocRef } from '@tmt/contract';
import type { ServiceContext } from '../../kernel/context';
import { invalidParams } from '../../kernel/errors';
import { loadScopedRow } from '../../kernel/scope/scoped-row';
import { clearPinsOfDeletedDocuments } from '../pins/delete-pinned-documents';
import { assertCasesNotInOpenRun } from '../runs/open-run-guard';

/**
 * DELETE_DOCUMENT: removes a test case and its place in the tree, unless it is in an open run; its pins are cleared
 * after it.
 */
export async function deleteCase(ctx: ServiceContext, docRef: string): Promise<null> {
  const { model, id } = parseDocRef(docRef);
  if (model !== 'TestCase-dm') throw invalidParams('UNSUPPORTED_DOCUMENT_MODEL', { method: 'DELETE_DOCUMENT', model });
  await ctx.tx(async (tx) => {
    const { scoped } = await loadScopedRow(tx, 'test_case', id, docRef, 'write', true);
    await assertCasesNotInOpenRun(tx, [id]);
    await tx.em.execute('DELETE FROM test_tree_link WHERE tenant_id = ? AND child_id = ?', [
      ctx.principal.tenantId,
      id,
    ]);
    await tx.em.execute('DELETE FROM test_case WHERE tenant_id = ? AND id = ?', [ctx.principal.tenantId, id]);
    await clearPinsOfDeletedDocuments(tx, scoped.project.id);
  });
  return null;
}
