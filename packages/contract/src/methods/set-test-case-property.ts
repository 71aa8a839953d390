import { SetTestCasePropertyParams } from '../params';
import { DocRefResult } from '../results';
import { defineMethod } from './define-method';
import { paramTexts } from './param-text';

export const SET_TEST_CASE_PROPERTY = defineMethod({
  name: 'SET_TEST_CASE_PROPERTY',
  areas: ['testcase'],
  permission: 'edit',
  params: SetTestCasePropertyParams,
  result: DocRefResult,
  summary: {
    en: 'Set one property of up to 10,000 cases of one project; runs as a task.',
    de: 'Eine Eigenschaft von bis zu 10.000 Testfällen eines Projekts setzen; läuft als Aufgabe.',
  },
  paramText: {
    testCasesDocRefs: {
      en: '1 to 10,000 `TestCase-dm` docRefs of one project (required, or `testCaseDocRefs`).',
      de: '1 bis 10.000 `TestCase-dm`-docRefs eines Projekts (Pflicht, oder `testCaseDocRefs`).',
    },
    testCaseDocRefs: {
      en: 'The same, in the spelling of earlier releases; still accepted. `testCasesDocRefs` counts when both are sent.',
      de: 'Dasselbe in der Schreibweise früherer Releases; weiterhin angenommen. Werden beide gesendet, zählt `testCasesDocRefs`.',
    },
    property: paramTexts.property,
    value: {
      en: 'A value of the property; `null` clears `Type`, `Automation`, `Prioritization`, `User` and `EstimatedExecutionTime`.',
      de: 'Ein Wert der Eigenschaft; `null` leert `Type`, `Automation`, `Prioritization`, `User` und `EstimatedExecutionTime`.',
    },
    locale: paramTexts.locale,
  },
  resultText: {
    en: 'The `docRef` of the `SET_TEST_CASE_PROPERTY` task; its `Result` is `{ updated }`.',
    de: 'Die `docRef` der Aufgabe `SET_TEST_CASE_PROPERTY`; ihr `Result` ist `{ updated }`.',
  },
  errors: ['DOCUMENT_NOT_FOUND', 'HEADER_PARAM_MISMATCH', 'NO_ROLE_IN_PROJECT', 'MIXED_PROJECTS'],
});
