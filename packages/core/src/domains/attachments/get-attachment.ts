import type { ServiceContext } from '../../kernel/context';
import type { AttachmentRow } from '../../kernel/entities/rows';
import { notFound } from '../../kernel/errors';
import { resolveProjectById } from '../../kernel/scope/resolve-project';
import { attachmentDocument } from './attachment-document';

/** GET_DOCUMENT for Attachment-dm: readable by whoever may read its project. */
export async function getAttachment(ctx: ServiceContext, id: string, ref: string) {
  const [row] = await ctx.em.execute<AttachmentRow[]>('SELECT * FROM attachment WHERE tenant_id = ? AND id = ?', [
    ctx.principal.tenantId,
    id,
  ]);
  if (!row) throw notFound(ref);
  const scoped = await resolveProjectById(ctx, row.project_id, ref, 'read');
  return attachmentDocument(row, scoped, ctx.locale);
}
