import { PinnedModelName } from '@tmt/contract';
import type { ServiceContext } from '../../kernel/context';
import { type AnswerFill, documentsToFill } from '../../kernel/documents/answer-fill';
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
  const found = documentsToFill<PinnableNode>(answer, pinnable);
  if (!found) return undefined;
  return {
    sql: `SELECT document_id FROM pin WHERE tenant_id = ? AND user_id = ? AND document_id = ANY(${found.ids.sql})`,
    params: [ctx.principal.tenantId, pinOwner(ctx), found.ids.param],
    apply(rows) {
      const pinned = new Set(rows.map((row) => row.document_id));
      for (const { document, id } of found.documents) document.Root.Metadata.IsPinned = pinned.has(id);
    },
  };
}
