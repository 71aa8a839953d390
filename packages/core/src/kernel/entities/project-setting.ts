import { defineEntity, type InferEntity } from '@mikro-orm/core';
import type { ProjectSettingGroups } from '@tmt/contract';
import { auditProperties } from './audit';

/** One row per project or sub project; the groups are kept as one JSON value validated by the contract. */
export const ProjectSetting = defineEntity({
  name: 'ProjectSetting',
  tableName: 'project_setting',
  properties: (p) => ({
    id: p.uuid().primary(),
    projectId: p.uuid(),
    settings: p.json<ProjectSettingGroups>(),
    ...auditProperties(),
  }),
});
export type ProjectSetting = InferEntity<typeof ProjectSetting>;
