import { RunCasesByIdParams } from '../params';
import { DocRefResult } from '../results';
import { defineMethod } from './define-method';
import { paramTexts } from './param-text';

export const ADD_TEST_CASES_TO_RUN_ASYNC = defineMethod({
  name: 'ADD_TEST_CASES_TO_RUN_ASYNC',
  areas: ['testexecution'],
  permission: 'edit',
  params: RunCasesByIdParams,
  result: DocRefResult,
  summary: {
    en: 'Add cases by business id as a task; their suite is added when it is missing.',
    de: 'Testfälle per fachlicher ID als Aufgabe hinzufügen; ihre Testsuite wird ergänzt, wenn sie fehlt.',
  },
  paramText: {
    testRunId: paramTexts.testRunId,
    testCaseIds: paramTexts.testCaseIds,
    locale: paramTexts.locale,
  },
  resultText: {
    en: 'The `docRef` of the task request that does the work; its `Result` is `{ added }`. The call checks that the run exists and is open; the task applies the rules of `ADD_TEST_CASES_TO_RUN_BY_ID` and ends in `ERROR` with the reason when one is broken.',
    de: 'Die `docRef` der Aufgabe (Task Request), die die Arbeit erledigt; ihr `Result` ist `{ added }`. Der Aufruf prüft, dass der Testlauf existiert und offen ist; die Aufgabe wendet die Regeln von `ADD_TEST_CASES_TO_RUN_BY_ID` an und endet mit dem Grund in `ERROR`, wenn eine verletzt ist.',
  },
  errors: [
    'PROJECT_ID_REQUIRED',
    'HEADER_PARAM_MISMATCH',
    'DOCUMENT_NOT_FOUND',
    'NO_ROLE_IN_PROJECT',
    'TEST_RUN_NOT_FOUND',
    'TEST_RUN_CLOSED',
  ],
});
