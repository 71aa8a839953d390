import type { AccessMode } from '../access/project-access';
import type { ServiceContext } from '../context';
import { ProjectSetting } from '../entities';
import { notFound } from '../errors';
import { resolveProjectById } from './resolve-project';

/** A setting row addressed by its TechnicalId, with access checked on its project. */
export async function projectSettingById(ctx: ServiceContext, id: string, ref: string, mode: AccessMode) {
  const setting = await ctx.em.findOne(ProjectSetting, { tenantId: ctx.principal.tenantId, id });
  if (!setting) throw notFound(ref);
  const scoped = await resolveProjectById(ctx, setting.projectId, ref, mode);
  return { setting, scoped };
}
