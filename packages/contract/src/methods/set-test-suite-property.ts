import { SetTestSuitePropertyParams } from '../params';
import { DocRefResult } from '../results';
import { defineMethod } from './define-method';
import { paramTexts } from './param-text';

export const SET_TEST_SUITE_PROPERTY = defineMethod({
  name: 'SET_TEST_SUITE_PROPERTY',
  areas: ['testsuite'],
  permission: 'edit',
  params: SetTestSuitePropertyParams,
  result: DocRefResult,
  summary: {
    en: 'Set the recommended priority or the tags of up to 10,000 suites of one project; runs as a task.',
    de: 'Die empfohlene Priorität oder die Tags von bis zu 10.000 Testsuiten eines Projekts setzen; läuft als Aufgabe.',
  },
  paramText: {
    testSuiteDocRefs: {
      en: '1 to 10,000 `TestSuite-dm` docRefs of one project.',
      de: '1 bis 10.000 `TestSuite-dm`-docRefs eines Projekts.',
    },
    property: paramTexts.property,
    value: {
      en: '`RecommendedPriority`: `BLOCKER`, `HIGH`, `MEDIUM`, `LOW` or `null`. `Tags`: a comma separated string that replaces the tags.',
      de: '`RecommendedPriority`: `BLOCKER`, `HIGH`, `MEDIUM`, `LOW` oder `null`. `Tags`: eine kommagetrennte Zeichenkette, die die Tags ersetzt.',
    },
    locale: paramTexts.locale,
  },
  resultText: {
    en: 'The `docRef` of the `SET_TEST_SUITE_PROPERTY` task; its `Result` is `{ updated }`.',
    de: 'Die `docRef` der Aufgabe `SET_TEST_SUITE_PROPERTY`; ihr `Result` ist `{ updated }`.',
  },
  errors: ['DOCUMENT_NOT_FOUND', 'HEADER_PARAM_MISMATCH', 'NO_ROLE_IN_PROJECT', 'MIXED_PROJECTS'],
});
