import { GetTestCaseExecutionParams } from '../params';
import { TestCaseExecutionResult } from '../results';
import { defineMethod } from './define-method';
import { paramTexts } from './param-text';

export const GET_TEST_CASE_EXECUTION = defineMethod({
  name: 'GET_TEST_CASE_EXECUTION',
  areas: ['testexecution'],
  permission: 'read',
  params: GetTestCaseExecutionParams,
  result: TestCaseExecutionResult,
  summary: {
    en: 'One case with its execution in a run.',
    de: 'Ein Testfall mit seiner Ausführung in einem Testlauf.',
  },
  paramText: {
    testRunDocRef: paramTexts.testRunDocRef,
    docRef: {
      en: 'The test case, `TestCase-dm/<id>`.',
      de: 'Der Testfall, `TestCase-dm/<id>`.',
    },
    locale: paramTexts.locale,
  },
  resultText: {
    en: '`target` (the case as `GET_DOCUMENT` answers it) and `relationship` (its execution). A case that is not in the run fails with `-32004` `TEST_CASE_NOT_IN_RUN`.',
    de: '`target` (der Testfall, wie `GET_DOCUMENT` ihn liefert) und `relationship` (seine Ausführung). Ein Testfall, der nicht im Testlauf ist, scheitert mit `-32004` `TEST_CASE_NOT_IN_RUN`.',
  },
  errors: ['DOCUMENT_NOT_FOUND', 'HEADER_PARAM_MISMATCH', 'NO_ROLE_IN_PROJECT', 'TEST_CASE_NOT_IN_RUN'],
});
