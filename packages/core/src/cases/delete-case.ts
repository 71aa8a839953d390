import { parseDocRef } from '@tmt/contract';
import { loadScopedRow } from '../content/scoped-row';
import type { ServiceContext } from '../context';
import { invalidParams } from '../errors';
import { assertCasesNotInOpenRun } from '../runs/open-run-guard';

/** DELETE_DOCUMENT: removes a test case and its place in the tree, unless it is in an open run. */
export async function deleteCase(ctx: ServiceContext, docRef: string): Promise<null> {
  const { model, id } = parseDocRef(docRef);
  if (model !== 'TestCase-dm') throw invalidParams('UNSUPPORTED_DOCUMENT_MODEL', { method: 'DELETE_DOCUMENT', model });
  await ctx.em.transactional(async (em) => {
    const txCtx = { ...ctx, em };
    await loadScopedRow(txCtx, 'test_case', id, docRef, 'write', true);
    await assertCasesNotInOpenRun(txCtx, [id]);
    await em.execute('DELETE FROM test_tree_link WHERE tenant_id = ? AND child_id = ?', [ctx.principal.tenantId, id]);
    await em.execute('DELETE FROM test_case WHERE tenant_id = ? AND id = ?', [ctx.principal.tenantId, id]);
  });
  return null;
}
