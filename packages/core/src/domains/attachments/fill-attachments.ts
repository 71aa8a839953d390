import { type AttachmentEntry, AttachmentModelName, parseDocRef, stepAttachmentPath } from '@tmt/contract';
import type { ServiceContext } from '../../kernel/context';
import { sqlArray } from '../../kernel/db/sql-array';

interface DocumentNode {
  Root: { Attachments: AttachmentEntry[]; TestSteps?: { Id: string; Attachments: AttachmentEntry[] }[] };
  __meta: { docRef: string; modelReference: string };
}

const takesAttachments = new Set<string>(AttachmentModelName.options);

/** Every document in an answer, however deep (lists, links, a case beside its execution). */
function documentsIn(value: unknown, found: DocumentNode[], depth = 0): DocumentNode[] {
  if (depth > 8 || value === null || typeof value !== 'object') return found;
  if (Array.isArray(value)) {
    for (const item of value) documentsIn(item, found, depth + 1);
    return found;
  }
  const node = value as Partial<DocumentNode>;
  // A document holds no documents of its own: its groups need no walk (a page of cases has thousands of fields).
  if (node.__meta && node.Root) {
    if (takesAttachments.has(node.__meta.modelReference)) found.push(node as DocumentNode);
    return found;
  }
  for (const child of Object.values(value)) documentsIn(child, found, depth + 1);
  return found;
}

/**
 * Fills `Root.Attachments` of every document an answer holds whose model takes attachments, and each step's own, with
 * one query for the whole answer: how attachments reach every read, list and task answer alike, without each builder reading them.
 */
export async function fillAttachments(ctx: ServiceContext, answer: unknown): Promise<void> {
  const documents = documentsIn(answer, []);
  if (!documents.length) return;
  const ids = sqlArray([...new Set(documents.map((d) => parseDocRef(d.__meta.docRef).id))], 'uuid');
  const rows = await ctx.em.execute<{ document_id: string; attachments: AttachmentEntry[] }[]>(
    `SELECT da.document_id, jsonb_agg(jsonb_build_object('attachmentId', a.id, 'fileName', a.file_name,
       'mimeType', a.mime_type, 'size', a.size, 'pathToField', a.path_to_field) ORDER BY da.position) AS attachments
     FROM document_attachment da JOIN attachment a ON a.id = da.attachment_id
     WHERE da.tenant_id = ? AND da.document_id = ANY(${ids.sql})
     GROUP BY da.document_id`,
    [ctx.principal.tenantId, ids.param],
  );
  const byDocument = new Map(rows.map((row) => [row.document_id, row.attachments]));
  for (const document of documents) {
    const attachments = byDocument.get(parseDocRef(document.__meta.docRef).id) ?? [];
    document.Root.Attachments = attachments;
    // A step shows those uploaded for it (pathToField `TestSteps.<step Id>`) too: steps keep their Id when reordered.
    for (const step of attachments.length ? (document.Root.TestSteps ?? []) : []) {
      const path = stepAttachmentPath(step.Id);
      step.Attachments = attachments.filter((attachment) => attachment.pathToField === path);
    }
  }
}
