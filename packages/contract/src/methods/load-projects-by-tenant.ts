import { LoadProjectsByTenantParams } from '../params';
import { ProjectsByTenantResult } from '../results';
import { defineMethod } from './define-method';
import { paramTexts } from './param-text';

export const LOAD_PROJECTS_BY_TENANT = defineMethod({
  name: 'LOAD_PROJECTS_BY_TENANT',
  areas: ['project'],
  permission: 'read',
  params: LoadProjectsByTenantParams,
  result: ProjectsByTenantResult,
  summary: {
    en: "The parent projects of the caller's tenant that the caller has a role in.",
    de: 'Die Elternprojekte des Mandanten, in denen der Aufrufer eine Rolle hat.',
  },
  paramText: {
    locale: paramTexts.locale,
  },
  resultText: {
    en: 'A list of `linkRef` and `document`.',
    de: 'Eine Liste aus `linkRef` und `document`.',
  },
  errors: [],
});
