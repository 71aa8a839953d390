import { PinnedModelName, parseDocRef } from '@tmt/contract';
import type { ServiceContext } from '../../kernel/context';
import { sqlArray } from '../../kernel/db/sql-array';
import { answerDocuments } from '../../kernel/documents/answer-documents';
import type { AnswerFill } from '../../kernel/documents/answer-fill';
import { pinOwner } from './pinned-document';

interface PinnableNode {
  Root: { Metadata: { IsPinned?: boolean } };
  __meta: { docRef: string; modelReference: string };
}

const pinnable = new Set<string>(PinnedModelName.options);

/**
 * Sets `Metadata.IsPinned` of every suite, case and run an answer holds to whether the caller pinned it, with one
 * query for the whole answer: pins are the caller's, so no builder (and no cached or shared document) knows them.
 */
export function pinsFill(ctx: ServiceContext, answer: unknown): AnswerFill<{ document_id: string }> | undefined {
  const documents = answerDocuments<PinnableNode>(answer, pinnable);
  if (!documents.length) return undefined;
  const ids = sqlArray([...new Set(documents.map((d) => parseDocRef(d.__meta.docRef).id))], 'uuid');
  return {
    sql: `SELECT document_id FROM pin WHERE tenant_id = ? AND user_id = ? AND document_id = ANY(${ids.sql})`,
    params: [ctx.principal.tenantId, pinOwner(ctx), ids.param],
    apply(rows) {
      const pinned = new Set(rows.map((row) => row.document_id));
      for (const document of documents) {
        document.Root.Metadata.IsPinned = pinned.has(parseDocRef(document.__meta.docRef).id);
      }
    },
  };
}
