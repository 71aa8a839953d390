import { GetTestCaseExecutionsParams } from '../params';
import { DocumentListResult } from '../results';
import { defineMethod } from './define-method';
import { paramTexts } from './param-text';

export const GET_TEST_CASE_EXECUTIONS = defineMethod({
  name: 'GET_TEST_CASE_EXECUTIONS',
  areas: ['testexecution'],
  permission: 'read',
  params: GetTestCaseExecutionsParams,
  result: DocumentListResult,
  summary: {
    en: 'The executions of a run, or of one of its suites.',
    de: 'Die Ausführungen eines Testlaufs oder einer seiner Testsuiten.',
  },
  paramText: {
    testRunDocRef: paramTexts.testRunDocRef,
    page: paramTexts.page,
    testSuiteDocRef: {
      en: 'Only the executions of this suite.',
      de: 'Nur die Ausführungen dieser Testsuite.',
    },
    locale: paramTexts.locale,
  },
  resultText: {
    en: '`fullSize`, `page` and `entries`: execution documents in suite order, then in the order the cases were added.',
    de: '`fullSize`, `page` und `entries`: Ausführungsdokumente in der Reihenfolge der Testsuiten, darin in der Reihenfolge, in der die Testfälle hinzugefügt wurden.',
  },
  errors: ['DOCUMENT_NOT_FOUND', 'HEADER_PARAM_MISMATCH', 'NO_ROLE_IN_PROJECT'],
});
