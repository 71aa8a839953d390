import { DocRefResult } from '../results';
import { RebuildRiskLevelDocumentsParams } from '../risk';
import { defineMethod } from './define-method';
import { paramTexts } from './param-text';

export const REBUILD_RISK_LEVEL_DOCUMENTS = defineMethod({
  name: 'REBUILD_RISK_LEVEL_DOCUMENTS',
  areas: ['risklevel'],
  permission: 'edit',
  params: RebuildRiskLevelDocumentsParams,
  result: DocRefResult,
  summary: {
    en: 'Compute the risk level documents (`RiskLevel-dm`) of every case of a version again; runs as a task.',
    de: 'Die Risikodokumente (`RiskLevel-dm`) aller Testfälle einer Version neu berechnen; läuft als Aufgabe.',
  },
  description: {
    en: 'TMT keeps the documents up to date by itself whenever a result is saved or removed, a case or the risk settings change; a rebuild is for cases written around TMT (an import into the database) or to check the figures. A closed version keeps its documents as they were at the close and is refused with `VERSION_CLOSED`.',
    de: 'TMT hält die Dokumente von selbst aktuell, sobald ein Ergebnis gespeichert oder entfernt wird oder sich ein Testfall oder die Risikoeinstellungen ändern; ein Neuaufbau dient Testfällen, die an TMT vorbei geschrieben wurden (ein Import in die Datenbank), oder der Kontrolle der Zahlen. Eine geschlossene Version behält ihre Dokumente, wie sie beim Schließen waren, und wird mit `VERSION_CLOSED` abgelehnt.',
  },
  paramText: {
    projectId: paramTexts.projectIdOrHeader,
    subProjectId: paramTexts.subProjectId,
    projectVersionNumber: paramTexts.projectVersionNumber,
    locale: paramTexts.locale,
  },
  resultText: {
    en: 'The `docRef` of the `REBUILD_RISK_LEVEL_DOCUMENTS` task; its `Result` is `{ testCases, changed }`: the cases computed and the documents whose figures changed.',
    de: 'Die `docRef` der Aufgabe `REBUILD_RISK_LEVEL_DOCUMENTS`; ihr `Result` ist `{ testCases, changed }`: die berechneten Testfälle und die Dokumente, deren Werte sich geändert haben.',
  },
  errors: [
    'PROJECT_ID_REQUIRED',
    'HEADER_PARAM_MISMATCH',
    'DOCUMENT_NOT_FOUND',
    'NO_ROLE_IN_PROJECT',
    'VERSION_NOT_FOUND',
    'VERSION_CLOSED',
  ],
});
