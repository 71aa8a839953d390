import { type AttachmentEntry, AttachmentModelName, stepAttachmentPath } from '@tmt/contract';
import type { ServiceContext } from '../../kernel/context';
import { type AnswerFill, documentsToFill } from '../../kernel/documents/answer-fill';

interface DocumentNode {
  Root: { Attachments: AttachmentEntry[]; TestSteps?: { Id: string; Attachments: AttachmentEntry[] }[] };
  __meta: { docRef: string; modelReference: string };
}

const takesAttachments = new Set<string>(AttachmentModelName.options);

/**
 * Fills `Root.Attachments` of every document an answer holds whose model takes attachments, and each step's own, with
 * one query for the whole answer: how attachments reach every read, list and task answer alike, without each builder reading them.
 */
export function attachmentsFill(
  ctx: ServiceContext,
  answer: unknown,
): AnswerFill<{ document_id: string; attachments: AttachmentEntry[] }> | undefined {
  const found = documentsToFill<DocumentNode>(answer, takesAttachments);
  if (!found) return undefined;
  return {
    sql: `SELECT da.document_id, jsonb_agg(jsonb_build_object('attachmentId', a.id, 'fileName', a.file_name,
       'mimeType', a.mime_type, 'size', a.size, 'pathToField', a.path_to_field) ORDER BY da.position) AS attachments
     FROM document_attachment da JOIN attachment a ON a.id = da.attachment_id
     WHERE da.tenant_id = ? AND da.document_id = ANY(${found.ids.sql})
     GROUP BY da.document_id`,
    params: [ctx.principal.tenantId, found.ids.param],
    apply(rows) {
      const byDocument = new Map(rows.map((row) => [row.document_id, row.attachments]));
      for (const { document, id } of found.documents) {
        const attachments = byDocument.get(id) ?? [];
        document.Root.Attachments = attachments;
        // A step shows those uploaded for it (pathToField `TestSteps.<step Id>`) too: steps keep their Id when reordered.
        for (const step of attachments.length ? (document.Root.TestSteps ?? []) : []) {
          const path = stepAttachmentPath(step.Id);
          step.Attachments = attachments.filter((attachment) => attachment.pathToField === path);
        }
      }
    },
  };
}
