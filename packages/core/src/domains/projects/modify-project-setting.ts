import { isDeepStrictEqual } from 'node:util';
import { ProjectSettingGroups, ProjectSettingPatch } from '@tmt/contract';
import type { ServiceContext } from '../../kernel/context';
import { applyChanges } from '../../kernel/documents/apply-changes';
import { checkModelVersion } from '../../kernel/documents/model-version';
import { documentGroups, parseInput } from '../../kernel/documents/parse-input';
import { refreshProjectRiskLevels } from '../risk/refresh-risk-levels';
import { projectSettingById } from './project-setting-by-id';

const groups = ['General', 'testSuiteSetting', 'testRunSetting', 'generalSetting'] as const;

/**
 * MODIFY_DOCUMENT for ProjectSetting-dm: each group sent replaces the fields it names (`riskBaseSetting` too, field
 * by field); the merged result must still be a complete, valid setting. Changed risk settings recompute the risk
 * level documents of the project's open versions in the same transaction.
 */
export async function modifyProjectSetting(
  ctx: ServiceContext,
  id: string,
  ref: string,
  document: unknown,
  expected?: number,
) {
  // General (computed) is only checked to be a group; the patch schema drops it.
  const patch = parseInput(ProjectSettingPatch, documentGroups(document, groups), ['document', 'Root']);
  await ctx.tx(async (tx) => {
    // The row lock queues concurrent modifies, so each one merges into the latest groups and none is lost.
    const { setting } = await projectSettingById(tx, id, ref, 'write', true);
    checkModelVersion(expected, setting.modelVersion);
    const current = setting.settings;
    const settings = parseInput(
      ProjectSettingGroups,
      {
        testSuiteSetting: { ...current.testSuiteSetting, ...patch.testSuiteSetting },
        testRunSetting: { ...current.testRunSetting, ...patch.testRunSetting },
        generalSetting: {
          ...current.generalSetting,
          ...patch.generalSetting,
          riskBaseSetting: { ...current.generalSetting.riskBaseSetting, ...patch.generalSetting?.riskBaseSetting },
        },
      },
      ['document', 'Root'],
    );
    const riskChanged = !isDeepStrictEqual(
      current.generalSetting.riskBaseSetting,
      settings.generalSetting.riskBaseSetting,
    );
    if (applyChanges(setting, { settings })) {
      setting.editedBy = ctx.principal.username;
      setting.editedOn = new Date();
    }
    if (riskChanged) {
      // The documents of the project's open versions follow in this transaction, computed from the stored settings.
      await tx.em.flush();
      await refreshProjectRiskLevels(tx, setting.projectId);
    }
  });
  return null;
}
