import { ProjectWithVersionDocument } from '../documents';
import { LoadProjectWithVersionParams } from '../params';
import { defineMethod } from './define-method';
import { paramTexts } from './param-text';

export const LOAD_PROJECT_WITH_VERSION = defineMethod({
  name: 'LOAD_PROJECT_WITH_VERSION',
  areas: ['project'],
  permission: 'read',
  params: LoadProjectWithVersionParams,
  result: ProjectWithVersionDocument.answer,
  summary: {
    en: 'A project or sub project with one of its versions (the latest by default).',
    de: 'Ein Projekt oder Unterprojekt mit einer seiner Versionen (standardmäßig der neuesten).',
  },
  paramText: {
    projectSpec: {
      en: '`projectId`, `subProjectId` (`_` or left out for the parent project) and `projectVersionNumber` (the latest version when left out); an alternative to the flat params.',
      de: '`projectId`, `subProjectId` (`_` oder weggelassen für das Hauptprojekt) und `projectVersionNumber` (ohne Angabe die neueste Version); statt der einzelnen Parameter.',
    },
    projectId: paramTexts.projectId,
    subProjectId: paramTexts.subProjectId,
    projectVersionNumber: paramTexts.projectVersionNumber,
    locale: paramTexts.locale,
  },
  resultText: {
    en: 'The project document with the version under `Root.Version`.',
    de: 'Das Projektdokument mit der Version unter `Root.Version`.',
  },
  errors: [
    'PROJECT_ID_REQUIRED',
    'HEADER_PARAM_MISMATCH',
    'DOCUMENT_NOT_FOUND',
    'NO_ROLE_IN_PROJECT',
    'VERSION_NOT_FOUND',
  ],
});
