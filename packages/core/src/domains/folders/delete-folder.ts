import type { ServiceContext } from '../../kernel/context';
import { sqlArray } from '../../kernel/db/sql-array';
import { loadScopedRow } from '../../kernel/scope/scoped-row';
import { clearPinsOfDeletedDocuments } from '../pins/delete-pinned-documents';
import { assertCasesNotInOpenRun } from '../runs/open-run-guard';

/**
 * DELETE_FOLDER: removes a folder with its whole sub tree in set-based statements, unless a case of it is in an open
 * run; pins of its cases are cleared after it.
 */
export async function deleteFolder(ctx: ServiceContext, id: string, docRef: string): Promise<null> {
  const tenantId = ctx.principal.tenantId;
  await ctx.tx(async (tx) => {
    const { scoped } = await loadScopedRow(tx, 'test_folder', id, docRef, 'write', true);
    const nodes = await tx.em.execute<{ child_id: string; child_is_folder: boolean }[]>(
      `WITH RECURSIVE down AS (
         SELECT child_id, child_is_folder FROM test_tree_link WHERE tenant_id = ? AND parent_id = ?
         UNION ALL
         SELECT l.child_id, l.child_is_folder FROM down JOIN test_tree_link l
           ON l.tenant_id = ? AND l.parent_id = down.child_id WHERE down.child_is_folder
       ) SELECT child_id, child_is_folder FROM down`,
      [tenantId, id, tenantId],
    );
    const caseIds = nodes.filter((n) => !n.child_is_folder).map((n) => n.child_id);
    await assertCasesNotInOpenRun(tx, caseIds);
    const all = sqlArray([id, ...nodes.map((n) => n.child_id)], 'uuid');
    await tx.em.execute(`DELETE FROM test_tree_link WHERE tenant_id = ? AND child_id = ANY(${all.sql})`, [
      tenantId,
      all.param,
    ]);
    await tx.em.execute(`DELETE FROM test_case WHERE tenant_id = ? AND id = ANY(${all.sql})`, [tenantId, all.param]);
    await tx.em.execute(`DELETE FROM test_folder WHERE tenant_id = ? AND id = ANY(${all.sql})`, [tenantId, all.param]);
    await clearPinsOfDeletedDocuments(tx, scoped.project.id);
  });
  return null;
}
