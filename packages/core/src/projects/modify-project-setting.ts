import { ProjectSettingGroups, ProjectSettingPatch } from '@tmt/contract';
import type { ServiceContext } from '../context';
import { parseInput } from '../documents/parse-input';
import { projectSettingById } from './project-setting-by-id';

/**
 * MODIFY_DOCUMENT for ProjectSetting-dm: each group sent replaces the fields it names; the merged result
 * must still be a complete, valid setting.
 */
export async function modifyProjectSetting(ctx: ServiceContext, id: string, ref: string, document: unknown) {
  const patch = parseInput(ProjectSettingPatch, (document as { Root?: unknown })?.Root ?? {}, ['document', 'Root']);
  await ctx.em.transactional(async (em) => {
    const { setting } = await projectSettingById({ ...ctx, em }, id, ref, 'write');
    const current = setting.settings;
    setting.settings = parseInput(
      ProjectSettingGroups,
      {
        testSuiteSetting: { ...current.testSuiteSetting, ...patch.testSuiteSetting },
        testRunSetting: { ...current.testRunSetting, ...patch.testRunSetting },
        generalSetting: { ...current.generalSetting, ...patch.generalSetting },
      },
      ['document', 'Root'],
    );
    setting.editedBy = ctx.principal.username;
    setting.editedOn = new Date();
  });
  return null;
}
