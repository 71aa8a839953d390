import { planMethod } from './define-method';
import { paramTexts } from './param-text';

export const EXPORT_QF_DATA_DETAIL = planMethod({
  name: 'EXPORT_QF_DATA_DETAIL',
  areas: ['automation'],
  summary: {
    en: 'Export all cases of a version with their details.',
    de: 'Alle Testfälle einer Version mit Details exportieren.',
  },
  paramText: {
    projectId: paramTexts.projectId,
    subprojectId: paramTexts.subprojectId,
    version: paramTexts.version,
  },
  resultText: {
    en: 'The `docRef` of the task request that does the work.',
    de: 'Die `docRef` der Aufgabe (Task Request), die die Arbeit erledigt.',
  },
});
