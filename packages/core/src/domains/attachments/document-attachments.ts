import type { ServiceContext } from '../../kernel/context';
import { sqlArray } from '../../kernel/db/sql-array';
import { DomainError } from '../../kernel/errors';

/**
 * Refuses, naming each entry, ids that were never uploaded into the project (another tenant's are simply unknown).
 * Answers the ids once each, in their order.
 */
export async function checkAttachments(
  ctx: ServiceContext,
  projectId: string,
  ids: string[],
  path: string,
): Promise<string[]> {
  const wanted = [...new Set(ids)];
  const list = sqlArray(wanted, 'uuid');
  const known = await ctx.em.execute<{ id: string }[]>(
    `SELECT id FROM attachment WHERE tenant_id = ? AND project_id = ? AND id = ANY(${list.sql})`,
    [ctx.principal.tenantId, projectId, list.param],
  );
  const found = new Set(known.map((row) => row.id));
  const issues = wanted
    .filter((id) => !found.has(id))
    .map((id) => ({ path: `${path}.${ids.indexOf(id)}`, message: `no attachment ${id} was uploaded to this project` }));
  if (issues.length) throw new DomainError('INVALID_PARAMS', 'INVALID_PARAMS', {}, { issues });
  return wanted;
}

/** Makes `ids` (checked) the attachments of a document, in that order, inside the caller's transaction. */
export async function assignAttachments(tx: ServiceContext, documentId: string, ids: string[]): Promise<void> {
  const tenantId = tx.principal.tenantId;
  await tx.em.execute('DELETE FROM document_attachment WHERE tenant_id = ? AND document_id = ?', [
    tenantId,
    documentId,
  ]);
  if (!ids.length) return;
  const list = sqlArray(ids, 'uuid');
  await tx.em.execute(
    `INSERT INTO document_attachment (tenant_id, document_id, attachment_id, position)
     SELECT ?, ?, id, (ord - 1)::int FROM unnest(${list.sql}) WITH ORDINALITY AS t(id, ord)`,
    [tenantId, documentId, list.param],
  );
  await tx.em.execute(
    `UPDATE attachment SET referenced = true WHERE tenant_id = ? AND id = ANY(${list.sql}) AND NOT referenced`,
    [tenantId, list.param],
  );
}
