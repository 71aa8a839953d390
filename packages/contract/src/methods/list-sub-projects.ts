import { ListSubProjectsParams } from '../params';
import { LinkResultsResult } from '../results';
import { defineMethod } from './define-method';
import { paramTexts } from './param-text';

export const LIST_SUB_PROJECTS = defineMethod({
  name: 'LIST_SUB_PROJECTS',
  areas: ['project'],
  permission: 'read',
  params: ListSubProjectsParams,
  result: LinkResultsResult,
  summary: {
    en: 'The sub projects of one or more parent projects, paged.',
    de: 'Die Unterprojekte eines oder mehrerer Elternprojekte, seitenweise.',
  },
  paramText: {
    page: paramTexts.page,
    filter: {
      en: 'Accepted and ignored (the spec documents it as not implemented).',
      de: 'Wird angenommen und ignoriert (laut Spezifikation nicht implementiert).',
    },
    sort: {
      en: 'Accepted and ignored (the spec documents it as not implemented); sub projects come in their order.',
      de: 'Wird angenommen und ignoriert (laut Spezifikation nicht implementiert); Unterprojekte kommen in ihrer Reihenfolge.',
    },
    sources: {
      en: 'Per parent: `docRef`, `relationshipModel` (`ProjectSubproject-rm`) and `role`.',
      de: 'Je Elternprojekt: `docRef`, `relationshipModel` (`ProjectSubproject-rm`) und `role`.',
    },
    locale: paramTexts.locale,
  },
  resultText: {
    en: 'Per source `linkResultEntries` with `fullSize`, `page` and `entries`.',
    de: 'Je Quelle `linkResultEntries` mit `fullSize`, `page` und `entries`.',
  },
  errors: ['DOCUMENT_NOT_FOUND', 'HEADER_PARAM_MISMATCH', 'NO_ROLE_IN_PROJECT', 'PARENT_NOT_A_PROJECT'],
});
