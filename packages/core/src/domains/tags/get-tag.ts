import type { ServiceContext } from '../../kernel/context';
import type { TagRow } from '../../kernel/entities/rows';
import { notFound } from '../../kernel/errors';
import { resolveProjectById } from '../../kernel/scope/resolve-project';
import { tagDocument } from './tag-document';

/** GET_DOCUMENT for Tag-dm. */
export async function getTag(ctx: ServiceContext, id: string, ref: string) {
  const [row] = await ctx.em.execute<TagRow[]>('SELECT * FROM tag WHERE tenant_id = ? AND id = ?', [
    ctx.principal.tenantId,
    id,
  ]);
  if (!row) throw notFound(ref);
  const { project } = await resolveProjectById(ctx, row.project_id, ref, 'read');
  return tagDocument({ ...row, project_business_id: project.businessId }, ctx.locale);
}
