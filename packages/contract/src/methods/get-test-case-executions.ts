import { GetTestCaseExecutionsParams } from '../params';
import { DocumentListResult } from '../results';
import { defineMethod } from './define-method';

export const GET_TEST_CASE_EXECUTIONS = defineMethod({
  name: 'GET_TEST_CASE_EXECUTIONS',
  areas: ['testexecution'],
  params: GetTestCaseExecutionsParams,
  result: DocumentListResult,
  summary: {
    en: 'The executions of a run, or of one of its suites.',
    de: 'Die Ausführungen eines Testlaufs oder einer seiner Testsuiten.',
  },
  paramText: {
    testRunDocRef: {
      en: 'The test run, `TestRun-dm/<id>`.',
      de: 'Der Testlauf, `TestRun-dm/<id>`.',
    },
    page: {
      en: '`offset` (from 0) and `limit` (at least 1).',
      de: '`offset` (ab 0) und `limit` (mindestens 1).',
    },
    testSuiteDocRef: {
      en: 'Only the executions of this suite.',
      de: 'Nur die Ausführungen dieser Testsuite.',
    },
    locale: {
      en: '`en` or `de`: the language of messages and display fields.',
      de: '`en` oder `de`: die Sprache von Meldungen und Anzeigefeldern.',
    },
  },
  resultText: {
    en: '`fullSize`, `page` and `entries`: execution documents in suite order, then in the order the cases were added.',
    de: '`fullSize`, `page` und `entries`: Ausführungsdokumente in der Reihenfolge der Testsuiten, darin in der Reihenfolge, in der die Testfälle hinzugefügt wurden.',
  },
  errors: ['DOCUMENT_NOT_FOUND', 'HEADER_PARAM_MISMATCH', 'NO_ROLE_IN_PROJECT'],
});
