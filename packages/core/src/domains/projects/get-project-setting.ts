import type { ServiceContext } from '../../kernel/context';
import { projectSettingById } from './project-setting-by-id';
import { settingDocument } from './setting-document';

/** GET_DOCUMENT for ProjectSetting-dm. */
export async function getProjectSetting(ctx: ServiceContext, id: string, ref: string) {
  const { setting, scoped } = await projectSettingById(ctx, id, ref, 'read');
  return settingDocument(setting, scoped, ctx.locale);
}
