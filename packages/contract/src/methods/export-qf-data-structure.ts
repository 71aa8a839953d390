import { planMethod } from './define-method';
import { paramTexts } from './param-text';

export const EXPORT_QF_DATA_STRUCTURE = planMethod({
  name: 'EXPORT_QF_DATA_STRUCTURE',
  areas: ['automation'],
  summary: {
    en: 'Export the tree of a version.',
    de: 'Den Baum einer Version exportieren.',
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
