import type { ServiceContext } from '../../kernel/context';
import { sqlArray } from '../../kernel/db/sql-array';
import { DomainError } from '../../kernel/errors';

/** SQL of a document's `Root.Attachments` (a jsonb array in its order), for the document row on those columns. */
export const attachmentsSql = (tenantColumn: string, documentColumn: string) => `(
  SELECT coalesce(jsonb_agg(jsonb_build_object('attachmentId', a.id, 'fileName', a.file_name,
    'mimeType', a.mime_type, 'size', a.size, 'pathToField', a.path_to_field) ORDER BY da.position), '[]'::jsonb)
  FROM document_attachment da JOIN attachment a ON a.id = da.attachment_id
  WHERE da.tenant_id = ${tenantColumn} AND da.document_id = ${documentColumn})`;

/**
 * Makes `ids` the attachments of a document, in that order, inside the caller's transaction. Each must have been
 * uploaded into the document's project (other tenants' ids are simply unknown); otherwise nothing changes.
 */
export async function assignAttachments(
  tx: ServiceContext,
  target: { projectId: string; documentId: string; path: string },
  ids: string[],
): Promise<void> {
  const tenantId = tx.principal.tenantId;
  const wanted = [...new Set(ids)];
  const list = sqlArray(wanted, 'uuid');
  const known = await tx.em.execute<{ id: string }[]>(
    `SELECT id FROM attachment WHERE tenant_id = ? AND project_id = ? AND id = ANY(${list.sql})`,
    [tenantId, target.projectId, list.param],
  );
  const found = new Set(known.map((row) => row.id));
  const issues = wanted
    .map((id) => ({ id, at: ids.indexOf(id) }))
    .filter(({ id }) => !found.has(id))
    .map(({ id, at }) => ({
      path: `${target.path}.${at}`,
      message: `no attachment ${id} was uploaded to this project`,
    }));
  if (issues.length) throw new DomainError('INVALID_PARAMS', 'INVALID_PARAMS', {}, { issues });
  await tx.em.execute('DELETE FROM document_attachment WHERE tenant_id = ? AND document_id = ?', [
    tenantId,
    target.documentId,
  ]);
  if (!wanted.length) return;
  await tx.em.execute(
    `INSERT INTO document_attachment (tenant_id, document_id, attachment_id, position)
     SELECT ?, ?, id, (ord - 1)::int FROM unnest(${list.sql}) WITH ORDINALITY AS t(id, ord)`,
    [tenantId, target.documentId, list.param],
  );
  await tx.em.execute(
    `UPDATE attachment SET referenced = true WHERE tenant_id = ? AND id = ANY(${list.sql}) AND NOT referenced`,
    [tenantId, list.param],
  );
}
