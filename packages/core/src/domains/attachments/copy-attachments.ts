import type { ServiceContext } from '../../kernel/context';

/**
 * Gives copied documents copies of their sources' attachments, inside the copy's transaction: a new attachment
 * per source attachment (same stored content, so no byte is copied; `CopyNumber` one more than its source's),
 * assigned to the copy in the same order. Own rows rather than shared ones, so that changing or removing a copy's
 * attachments never touches the original's. `pairs` is SQL answering `old_id, new_id` rows (a temp table or a
 * VALUES list), with its parameters. One statement, however many documents.
 */
export async function copyAttachments(tx: ServiceContext, pairs: { sql: string; params?: unknown[] }): Promise<void> {
  const { tenantId, username } = tx.principal;
  await tx.em.execute(
    `WITH source AS MATERIALIZED (
       SELECT gen_random_uuid() AS copy_id, p.new_id AS document_id, da.position, a.*
       FROM (${pairs.sql}) AS p(old_id, new_id)
       JOIN document_attachment da ON da.tenant_id = ? AND da.document_id = p.old_id
       JOIN attachment a ON a.id = da.attachment_id
     ), copied AS (
       INSERT INTO attachment (id, tenant_id, project_id, document_model, path_to_field, file_name, original_file_name,
         content_hash, size, mime_type, referenced, copy_number, created_by, created_on, edited_by, edited_on)
       SELECT copy_id, tenant_id, project_id, document_model, path_to_field, file_name, original_file_name,
         content_hash, size, mime_type, true, copy_number + 1, created_by, created_on, ?, now()
       FROM source
     )
     INSERT INTO document_attachment (tenant_id, document_id, attachment_id, position)
     SELECT ?, document_id, copy_id, position FROM source`,
    [...(pairs.params ?? []), tenantId, username, tenantId],
  );
}
