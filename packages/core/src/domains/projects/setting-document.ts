import { type Locale, NO_SUBPROJECT } from '@tmt/contract';
import type { ScopedProject } from '../../kernel/access/project-access';
import { toDocument } from '../../kernel/documents/envelope';
import type { ProjectSetting } from '../../kernel/entities';

export function settingDocument(setting: ProjectSetting, { project, parentBusinessId }: ScopedProject, locale: Locale) {
  return toDocument(
    'ProjectSetting-dm',
    setting.id,
    setting,
    {
      General: {
        ProjectId: parentBusinessId,
        SubprojectId: project.parentId ? project.businessId : NO_SUBPROJECT,
        TenantId: setting.tenantId,
        TechnicalId: setting.id,
      },
      ...setting.settings,
    },
    locale,
  );
}
