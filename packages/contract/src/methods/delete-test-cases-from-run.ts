import { z } from 'zod';
import { RunCasesParams } from '../params';
import { defineMethod } from './define-method';
import { paramTexts } from './param-text';

export const DELETE_TEST_CASES_FROM_RUN = defineMethod({
  name: 'DELETE_TEST_CASES_FROM_RUN',
  areas: ['testexecution'],
  permission: 'edit',
  params: RunCasesParams,
  result: z.null(),
  summary: {
    en: 'Remove cases, with their executions, from an open run.',
    de: 'Testfälle samt ihren Ausführungen aus einem offenen Testlauf entfernen.',
  },
  paramText: {
    testRunDocRef: paramTexts.testRunDocRef,
    testCasesDocRefs: {
      en: '1 to 10,000 cases; cases that are not in the run are skipped.',
      de: '1 bis 10.000 Testfälle; Testfälle, die nicht im Testlauf sind, werden übergangen.',
    },
    locale: paramTexts.locale,
  },
  resultText: {
    en: 'Nothing. A closed run fails with `-32009` `TEST_RUN_CLOSED`.',
    de: 'Nichts. Ein geschlossener Testlauf scheitert mit `-32009` `TEST_RUN_CLOSED`.',
  },
  errors: ['DOCUMENT_NOT_FOUND', 'HEADER_PARAM_MISMATCH', 'NO_ROLE_IN_PROJECT', 'TEST_RUN_CLOSED'],
});
