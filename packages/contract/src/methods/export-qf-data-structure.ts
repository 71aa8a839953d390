import { planMethod } from './define-method';

export const EXPORT_QF_DATA_STRUCTURE = planMethod({
  name: 'EXPORT_QF_DATA_STRUCTURE',
  areas: ['automation'],
  summary: {
    en: 'Export the tree of a version.',
    de: 'Den Baum einer Version exportieren.',
  },
  paramText: {
    projectId: {
      en: '`P_n`.',
      de: '`P_n`.',
    },
    subprojectId: {
      en: '`SP_n` or `_`.',
      de: '`SP_n` oder `_`.',
    },
    version: {
      en: 'The version number.',
      de: 'Die Versionsnummer.',
    },
  },
  resultText: {
    en: 'The `docRef` of the task request that does the work.',
    de: 'Die `docRef` der Aufgabe (Task Request), die die Arbeit erledigt.',
  },
});
