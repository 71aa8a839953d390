import { planMethod } from './define-method';
import { paramTexts } from './param-text';

export const CREATE_QF_RUN = planMethod({
  name: 'CREATE_QF_RUN',
  areas: ['automation'],
  summary: {
    en: 'Create a run for an automation tool.',
    de: 'Einen Testlauf für ein Automatisierungswerkzeug anlegen.',
  },
  paramText: {
    projectId: paramTexts.projectId,
    subprojectId: paramTexts.subprojectId,
    version: paramTexts.version,
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
