import type { ServiceContext } from '../../kernel/context';
import { ProjectSetting } from '../../kernel/entities';
import { resolveProjectScope } from '../../kernel/scope/resolve-project';
import { settingDocument } from './setting-document';

/** LOAD_PROJECT_SETTING: the ProjectSetting-dm document of a project or sub project. */
export async function loadProjectSetting(ctx: ServiceContext, input: { projectId?: string; subProjectId?: string }) {
  const scoped = await resolveProjectScope(ctx, input, 'read');
  const setting = await ctx.em.findOneOrFail(ProjectSetting, {
    tenantId: ctx.principal.tenantId,
    projectId: scoped.project.id,
  });
  return settingDocument(setting, scoped, ctx.locale);
}
