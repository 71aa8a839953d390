import { planMethod } from './define-method';

export const CREATE_QF_RUN = planMethod({
  name: 'CREATE_QF_RUN',
  areas: ['automation'],
  summary: {
    en: 'Create a run for an automation tool.',
    de: 'Einen Testlauf für ein Automatisierungswerkzeug anlegen.',
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
    title: {
      en: 'Default `QF-TEST - Test Automation`.',
      de: 'Standard `QF-TEST - Test Automation`.',
    },
    language: {
      en: 'Default `En`.',
      de: 'Standard `En`.',
    },
  },
  resultText: {
    en: "The run's `docRef`.",
    de: 'Die `docRef` des Testlaufs.',
  },
});
