import type { AccessMode } from '../../kernel/access/project-access';
import type { ServiceContext } from '../../kernel/context';
import { ProjectSetting } from '../../kernel/entities';
import { notFound } from '../../kernel/errors';
import { lockedEntity } from '../../kernel/locks';
import { resolveProjectById } from '../../kernel/scope/resolve-project';

/**
 * A setting row addressed by its TechnicalId, with access checked on its project; `lock` holds the row FOR UPDATE
 * (in the caller's transaction) so concurrent modifies queue.
 */
export async function projectSettingById(ctx: ServiceContext, id: string, ref: string, mode: AccessMode, lock = false) {
  const setting = await ctx.em.findOne(
    ProjectSetting,
    { tenantId: ctx.principal.tenantId, id },
    lock ? lockedEntity('projectSetting') : {},
  );
  if (!setting) throw notFound(ref);
  const scoped = await resolveProjectById(ctx, setting.projectId, ref, mode);
  return { setting, scoped };
}
