import type { AccessMode } from '../../kernel/access/project-access';
import type { ServiceContext } from '../../kernel/context';
import { ProjectSetting } from '../../kernel/entities';
import { notFound } from '../../kernel/errors';
import { resolveProjectById } from '../../kernel/scope/resolve-project';

/** A setting row addressed by its TechnicalId, with access checked on its project. */
export async function projectSettingById(ctx: ServiceContext, id: string, ref: string, mode: AccessMode) {
  const setting = await ctx.em.findOne(ProjectSetting, { tenantId: ctx.principal.tenantId, id });
  if (!setting) throw notFound(ref);
  const scoped = await resolveProjectById(ctx, setting.projectId, ref, mode);
  return { setting, scoped };
}
