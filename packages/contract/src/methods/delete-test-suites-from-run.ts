import { z } from 'zod';
import { RunSuitesParams } from '../params';
import { defineMethod } from './define-method';
import { paramTexts } from './param-text';

export const DELETE_TEST_SUITES_FROM_RUN = defineMethod({
  name: 'DELETE_TEST_SUITES_FROM_RUN',
  areas: ['testrun'],
  permission: 'edit',
  params: RunSuitesParams,
  result: z.null(),
  summary: {
    en: 'Remove suites, with their executions in this run, from an open run.',
    de: 'Testsuiten samt ihren Ausführungen in diesem Testlauf aus einem offenen Testlauf entfernen.',
  },
  paramText: {
    testRunDocRef: paramTexts.testRunDocRef,
    testSuiteDocRefs: {
      en: '1 to 10,000 suites.',
      de: '1 bis 10.000 Testsuiten.',
    },
    locale: paramTexts.locale,
  },
  resultText: {
    en: 'Nothing. A closed run fails with `-32009` `TEST_RUN_CLOSED`.',
    de: 'Nichts. Ein geschlossener Testlauf scheitert mit `-32009` `TEST_RUN_CLOSED`.',
  },
  errors: ['DOCUMENT_NOT_FOUND', 'HEADER_PARAM_MISMATCH', 'NO_ROLE_IN_PROJECT', 'TEST_RUN_CLOSED'],
});
