import { taskParams } from '@tmt/contract';
import type { ProjectRef, ScopedProject } from '../../kernel/access/project-access';
import type { ServiceContext } from '../../kernel/context';
import { projectScopeSql, type RowScopeColumns, rowScope } from '../../kernel/scope/row-scope';
import { defineTask } from '../../kernel/tasks/define-task';
import { pinnedDocumentSql } from './pinned-document';

/**
 * DELETE_PINNED_DOCUMENTS: the pins (of every user) of documents of one project that no longer exist go, in one
 * DELETE. The system starts it (HIDE) when a deletion left such pins behind; see clearPinsOfDeletedDocuments.
 */
export const deletePinnedDocumentsTask = defineTask({
  type: 'DELETE_PINNED_DOCUMENTS',
  params: taskParams.DELETE_PINNED_DOCUMENTS,
  visibility: 'HIDE',
  async request(_ctx, { scope }: { scope: ScopedProject<ProjectRef> }) {
    return { scope, params: { projectId: scope.project.id }, estimatedSeconds: 1 };
  },
  async handle({ ctx, params: { projectId } }) {
    const deleted = await ctx.em.execute(
      `DELETE FROM pin p WHERE p.tenant_id = ? AND p.project_id = ? AND NOT EXISTS ${pinnedDocumentSql('p')}
       RETURNING p.id`,
      [ctx.principal.tenantId, projectId],
    );
    return { deleted: deleted.length };
  },
});

/**
 * After a deletion in a project, on its transaction: when a pin of the project lost its document, starts
 * DELETE_PINNED_DOCUMENTS, which commits with the deletion or not at all. Until it has run, lists and documents
 * leave such pins out. (A deleted project takes its pins along at once.)
 */
export async function clearPinsOfDeletedDocuments(ctx: ServiceContext, projectId: string): Promise<void> {
  const scope = projectScopeSql('pn');
  const [left] = await ctx.em.execute<RowScopeColumns[]>(
    `SELECT pn.project_id, ${scope.columns} FROM pin pn ${scope.joins}
     WHERE pn.tenant_id = ? AND pn.project_id = ? AND NOT EXISTS ${pinnedDocumentSql('pn')} LIMIT 1`,
    [ctx.principal.tenantId, projectId],
  );
  if (left) await deletePinnedDocumentsTask.request(ctx, { scope: rowScope(left) });
}
