import { z } from 'zod';
import { RunCasesParams } from '../params';
import { defineMethod } from './define-method';
import { paramTexts } from './param-text';

export const ADD_TEST_CASES_TO_RUN = defineMethod({
  name: 'ADD_TEST_CASES_TO_RUN',
  areas: ['testexecution'],
  permission: 'edit',
  params: RunCasesParams,
  result: z.null(),
  summary: {
    en: 'Add cases of one suite that is already in the open run.',
    de: 'Testfälle einer Testsuite hinzufügen, die schon im offenen Testlauf ist.',
  },
  paramText: {
    testRunDocRef: paramTexts.testRunDocRef,
    testCasesDocRefs: {
      en: "1 to 10,000 cases of one suite (else `-32602` `CASES_FROM_SEVERAL_SUITES`) in the run's version (else `-32602` `NOT_IN_RUN_VERSION`). Cases already in the run are not added twice.",
      de: '1 bis 10.000 Testfälle einer Testsuite (sonst `-32602` `CASES_FROM_SEVERAL_SUITES`) aus der Version des Testlaufs (sonst `-32602` `NOT_IN_RUN_VERSION`). Testfälle, die schon im Testlauf sind, werden nicht doppelt aufgenommen.',
    },
    locale: paramTexts.locale,
  },
  resultText: {
    en: 'Nothing. All or nothing: an unknown case fails with `-32004` `DOCUMENT_NOT_FOUND`, a suite that is not in the run with `-32009` `SUITE_NOT_IN_RUN`, a closed run with `-32009` `TEST_RUN_CLOSED`. Each new execution gets the next `RC_n` and the result 1, *Untested*.',
    de: 'Nichts. Alles oder nichts: Ein unbekannter Testfall scheitert mit `-32004` `DOCUMENT_NOT_FOUND`, eine Testsuite, die nicht im Testlauf ist, mit `-32009` `SUITE_NOT_IN_RUN`, ein geschlossener Testlauf mit `-32009` `TEST_RUN_CLOSED`. Jede neue Ausführung erhält die nächste `RC_n` und das Ergebnis 1, *Ungetestet*.',
  },
  errors: [
    'DOCUMENT_NOT_FOUND',
    'HEADER_PARAM_MISMATCH',
    'NO_ROLE_IN_PROJECT',
    'TEST_RUN_CLOSED',
    'SUITE_NOT_IN_RUN',
    'CASES_FROM_SEVERAL_SUITES',
    'NOT_IN_RUN_VERSION',
  ],
});
