import { ProjectSettingDocument } from '../documents';
import { LoadProjectSettingParams } from '../params';
import { defineMethod } from './define-method';
import { paramTexts } from './param-text';

export const LOAD_PROJECT_SETTING = defineMethod({
  name: 'LOAD_PROJECT_SETTING',
  areas: ['project'],
  permission: 'read',
  params: LoadProjectSettingParams,
  result: ProjectSettingDocument.answer,
  summary: {
    en: 'The settings of a project or sub project.',
    de: 'Die Einstellungen eines Projekts oder Unterprojekts.',
  },
  paramText: {
    projectId: paramTexts.projectId,
    subProjectId: paramTexts.subProjectId,
    locale: paramTexts.locale,
  },
  resultText: {
    en: 'The `ProjectSetting-dm` document.',
    de: 'Das Dokument `ProjectSetting-dm`.',
  },
  errors: ['PROJECT_ID_REQUIRED', 'HEADER_PARAM_MISMATCH', 'DOCUMENT_NOT_FOUND', 'NO_ROLE_IN_PROJECT'],
});
