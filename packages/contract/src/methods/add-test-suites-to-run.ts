import { z } from 'zod';
import { RunSuitesParams } from '../params';
import { LinkRefResult } from '../results';
import { defineMethod } from './define-method';
import { paramTexts } from './param-text';

export const ADD_TEST_SUITES_TO_RUN = defineMethod({
  name: 'ADD_TEST_SUITES_TO_RUN',
  areas: ['testrun'],
  permission: 'edit',
  params: RunSuitesParams,
  result: z.array(LinkRefResult),
  summary: {
    en: "Add suites of the run's version to an open run.",
    de: 'Testsuiten der Version des Testlaufs zu einem offenen Testlauf hinzufügen.',
  },
  paramText: {
    testRunDocRef: paramTexts.testRunDocRef,
    testSuiteDocRefs: {
      en: "1 to 10,000 suites of the run's version (else `-32602` `NOT_IN_RUN_VERSION`). Suites already in the run stay as they are.",
      de: '1 bis 10.000 Testsuiten der Version des Testlaufs (sonst `-32602` `NOT_IN_RUN_VERSION`). Testsuiten, die schon im Testlauf sind, bleiben unverändert.',
    },
    locale: paramTexts.locale,
  },
  resultText: {
    en: 'The link reference of each suite, in the order given: `TestRunTestSuite-rm` with the run in role `source` and the suite in role `target`, `predecessorLinkRef` and `position` by suite order. No test cases are added; add them with `ADD_TEST_CASES_TO_RUN`.',
    de: 'Die Link-Referenz jeder Testsuite in der angegebenen Reihenfolge: `TestRunTestSuite-rm` mit dem Testlauf in der Rolle `source` und der Testsuite in der Rolle `target`, `predecessorLinkRef` und `position` nach der Reihenfolge der Testsuiten. Testfälle werden nicht hinzugefügt; das geschieht mit `ADD_TEST_CASES_TO_RUN`.',
  },
  errors: [
    'DOCUMENT_NOT_FOUND',
    'HEADER_PARAM_MISMATCH',
    'NO_ROLE_IN_PROJECT',
    'TEST_RUN_CLOSED',
    'NOT_IN_RUN_VERSION',
  ],
});
