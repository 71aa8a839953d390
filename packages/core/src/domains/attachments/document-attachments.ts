import type { ServiceContext } from '../../kernel/context';
import { sqlArray } from '../../kernel/db/sql-array';
import { DomainError } from '../../kernel/errors';

/**
 * Refuses, naming each entry, ids that were never uploaded into the project (another tenant's are simply unknown),
 * with one query for every list given. Answers each list's ids once each, in their order.
 */
export async function checkAttachments(
  ctx: ServiceContext,
  projectId: string,
  lists: { path: string; ids: string[] }[],
): Promise<string[][]> {
  const all = sqlArray([...new Set(lists.flatMap((list) => list.ids))], 'uuid');
  const known = await ctx.em.execute<{ id: string }[]>(
    `SELECT id FROM attachment WHERE tenant_id = ? AND project_id = ? AND id = ANY(${all.sql})`,
    [ctx.principal.tenantId, projectId, all.param],
  );
  const found = new Set(known.map((row) => row.id));
  const issues = lists.flatMap(({ path, ids }) =>
    ids
      .map((id, at) => ({ id, at }))
      .filter(({ id, at }) => !found.has(id) && ids.indexOf(id) === at)
      .map(({ id, at }) => ({ path: `${path}.${at}`, message: `no attachment ${id} was uploaded to this project` })),
  );
  if (issues.length) throw new DomainError('INVALID_PARAMS', 'INVALID_PARAMS', {}, { issues });
  return lists.map(({ ids }) => [...new Set(ids)]);
}

/**
 * Makes checked ids the attachments of documents, each in its order, inside the caller's transaction: three
 * statements however many documents (one when every list is empty).
 */
export async function assignAttachments(
  tx: ServiceContext,
  assignments: { documentId: string; ids: string[] }[],
): Promise<void> {
  if (!assignments.length) return;
  const tenantId = tx.principal.tenantId;
  const given = JSON.stringify(assignments);
  const documents = sqlArray(
    assignments.map((a) => a.documentId),
    'uuid',
  );
  await tx.em.execute(`DELETE FROM document_attachment WHERE tenant_id = ? AND document_id = ANY(${documents.sql})`, [
    tenantId,
    documents.param,
  ]);
  // Emptied lists only (a bulk save of results without attachments): nothing to add or mark.
  if (assignments.every((a) => !a.ids.length)) return;
  await tx.em.execute(
    `INSERT INTO document_attachment (tenant_id, document_id, attachment_id, position)
     SELECT ?, d."documentId", a.id::uuid, (a.ord - 1)::int
     FROM jsonb_to_recordset(?::jsonb) AS d("documentId" uuid, ids jsonb),
       jsonb_array_elements_text(d.ids) WITH ORDINALITY AS a(id, ord)`,
    [tenantId, given],
  );
  await tx.em.execute(
    `UPDATE attachment SET referenced = true WHERE tenant_id = ? AND NOT referenced AND id IN (
       SELECT a.id::uuid FROM jsonb_to_recordset(?::jsonb) AS d(ids jsonb), jsonb_array_elements_text(d.ids) AS a(id))`,
    [tenantId, given],
  );
}
