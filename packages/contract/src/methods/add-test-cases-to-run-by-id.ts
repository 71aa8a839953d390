import { RunCasesByIdParams } from '../params';
import { DocRefResult } from '../results';
import { defineMethod } from './define-method';
import { paramTexts } from './param-text';

export const ADD_TEST_CASES_TO_RUN_BY_ID = defineMethod({
  name: 'ADD_TEST_CASES_TO_RUN_BY_ID',
  areas: ['testexecution'],
  permission: 'edit',
  params: RunCasesByIdParams,
  result: DocRefResult.nullable(),
  summary: {
    en: 'Add cases by business id; their suite is added when it is missing.',
    de: 'Testfälle per fachlicher ID hinzufügen; ihre Testsuite wird ergänzt, wenn sie fehlt.',
  },
  paramText: {
    testRunId: paramTexts.testRunId,
    testCaseIds: paramTexts.testCaseIds,
    locale: paramTexts.locale,
  },
  resultText: {
    en: '`null` when the cases were added within the call (up to 1,000 ids); for more ids the work is queued as an `ADD_TEST_CASES_TO_RUN_ASYNC` task and the answer is its `docRef`. The rules of `ADD_TEST_CASES_TO_RUN` apply, except that the suite is added.',
    de: '`null`, wenn die Testfälle im Aufruf hinzugefügt wurden (bis zu 1.000 IDs); bei mehr IDs wird die Arbeit als Aufgabe `ADD_TEST_CASES_TO_RUN_ASYNC` eingereiht, und die Antwort ist ihre `docRef`. Es gelten die Regeln von `ADD_TEST_CASES_TO_RUN`, nur dass die Testsuite ergänzt wird.',
  },
  errors: [
    'PROJECT_ID_REQUIRED',
    'HEADER_PARAM_MISMATCH',
    'DOCUMENT_NOT_FOUND',
    'NO_ROLE_IN_PROJECT',
    'TEST_RUN_NOT_FOUND',
    'TEST_CASES_NOT_FOUND',
    'TEST_RUN_CLOSED',
    'CASES_FROM_SEVERAL_SUITES',
  ],
});
