import { CreateProjectVersionParams } from '../params';
import { DocRefResult } from '../results';
import { defineMethod } from './define-method';
import { paramTexts } from './param-text';

export const CREATE_PROJECT_VERSION = defineMethod({
  name: 'CREATE_PROJECT_VERSION',
  areas: ['project'],
  permission: 'edit',
  params: CreateProjectVersionParams,
  result: DocRefResult,
  summary: {
    en: 'Create the next version of a project as a copy of its latest version; runs as a task.',
    de: 'Die nächste Version eines Projekts als Kopie seiner neuesten Version anlegen; läuft als Aufgabe.',
  },
  paramText: {
    document: {
      en: '`{ Root: { General: { ProjectId?, SubprojectId?, Title?, Description?, KeyPoints? } } }`; without `ProjectId` the headers name the project, without `Title` it is `Version <n>`.',
      de: '`{ Root: { General: { ProjectId?, SubprojectId?, Title?, Description?, KeyPoints? } } }`; ohne `ProjectId` nennen die Header das Projekt, ohne `Title` heißt sie `Version <n>`.',
    },
    locale: paramTexts.locale,
  },
  resultText: {
    en: 'The `docRef` of the `CREATE_PROJECT_VERSION` task; its `Result` is `{ versionNumber, versionDocRef }`.',
    de: 'Die `docRef` der Aufgabe `CREATE_PROJECT_VERSION`; ihr `Result` ist `{ versionNumber, versionDocRef }`.',
  },
  errors: ['PROJECT_ID_REQUIRED', 'HEADER_PARAM_MISMATCH', 'DOCUMENT_NOT_FOUND', 'NO_ROLE_IN_PROJECT'],
});
